// EXPECT: defm-second-parent.td:6:14: error: expected identifier
def ins;
class K<int a = 0, int b = 0> { int x = a; list<int> l = [1, 2]; bits<4> bb = 0; }
def k : K;
multiclass MC<int a = 0> { def X : K; }
defm X : MC, ;
