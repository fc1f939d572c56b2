// EXPECT: defset-close.td:8:1: error: expected '}' at end of defset
// EXPECT-NOTE: defset-close.td:7:20: error: to match this '{'
def ins;
class K<int a = 0, int b = 0> { int x = a; list<int> l = [1, 2]; bits<4> bb = 0; }
def k : K;
multiclass MC<int a = 0> { def X : K; }
defset list<K> S = { def A : K;
