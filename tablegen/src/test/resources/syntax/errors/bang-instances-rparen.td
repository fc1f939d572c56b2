// EXPECT: bang-instances-rparen.td:6:38: error: expected ')' in !instances
def ins;
class K<int a = 0, int b = 0> { int x = a; list<int> l = [1, 2]; bits<4> bb = 0; }
def k : K;
multiclass MC<int a = 0> { def X : K; }
def A { list<K> x = !instances<K>("a", "b"); }
