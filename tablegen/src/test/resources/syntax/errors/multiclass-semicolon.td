// EXPECT: multiclass-semicolon.td:6:19: error: expected ';' in multiclass definition
def ins;
class K<int a = 0, int b = 0> { int x = a; list<int> l = [1, 2]; bits<4> bb = 0; }
def k : K;
multiclass MC<int a = 0> { def X : K; }
multiclass M : MC X
