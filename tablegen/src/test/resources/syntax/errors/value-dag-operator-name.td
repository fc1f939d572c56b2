// EXPECT: value-dag-operator-name.td:6:22: error: expected variable name in dag operator
def ins;
class K<int a = 0, int b = 0> { int x = a; list<int> l = [1, 2]; bits<4> bb = 0; }
def k : K;
multiclass MC<int a = 0> { def X : K; }
def A { dag d = (ins:x); }
