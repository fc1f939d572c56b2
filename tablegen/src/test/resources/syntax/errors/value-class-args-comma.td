// EXPECT: value-class-args-comma.td:6:21: error: Expected comma before next argument
def ins;
class K<int a = 0, int b = 0> { int x = a; list<int> l = [1, 2]; bits<4> bb = 0; }
def k : K;
multiclass MC<int a = 0> { def X : K; }
def A { int y = K<1 2>.x; }
