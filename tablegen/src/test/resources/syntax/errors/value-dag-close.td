// EXPECT: value-dag-close.td:6:24: error: expected ')' in dag init
def ins;
class K<int a = 0, int b = 0> { int x = a; list<int> l = [1, 2]; bits<4> bb = 0; }
def k : K;
multiclass MC<int a = 0> { def X : K; }
def A { dag d = (ins 1 2); }
