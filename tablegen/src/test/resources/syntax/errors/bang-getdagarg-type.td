// EXPECT: bang-getdagarg-type.td:6:27: error: expected type name for operator
def ins;
class K<int a = 0, int b = 0> { int x = a; list<int> l = [1, 2]; bits<4> bb = 0; }
def k : K;
multiclass MC<int a = 0> { def X : K; }
def A { int x = !getdagarg((ins 1), 0); }
