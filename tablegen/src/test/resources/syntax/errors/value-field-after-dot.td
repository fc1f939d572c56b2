// EXPECT: value-field-after-dot.td:6:23: error: expected field identifier after '.'
def ins;
class K<int a = 0, int b = 0> { int x = a; list<int> l = [1, 2]; bits<4> bb = 0; }
def k : K;
multiclass MC<int a = 0> { def X : K; }
def A : K { int y = x.1; }
