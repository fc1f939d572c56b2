// EXPECT: value-named-arg-name.td:6:19: error: The name of named argument should be a valid identifier
def ins;
class K<int a = 0, int b = 0> { int x = a; list<int> l = [1, 2]; bits<4> bb = 0; }
def k : K;
multiclass MC<int a = 0> { def X : K; }
def A { int y = K<1 = 2>.x; }
