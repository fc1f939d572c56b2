// EXPECT: value-slice-close.td:6:30: error: expected ']' at end of list slice
def ins;
class K<int a = 0, int b = 0> { int x = a; list<int> l = [1, 2]; bits<4> bb = 0; }
def k : K;
multiclass MC<int a = 0> { def X : K; }
def A : K { list<int> m = l[0; }
