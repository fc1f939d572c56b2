// EXPECT: value-named-before-positional.td:6:26: error: Positional argument should be put before named argument
def ins;
class K<int a = 0, int b = 0> { int x = a; list<int> l = [1, 2]; bits<4> bb = 0; }
def k : K;
multiclass MC<int a = 0> { def X : K; }
def A { int y = K<b = 1, 2>.x; }
