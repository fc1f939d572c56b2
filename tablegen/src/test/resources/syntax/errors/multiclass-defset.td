// EXPECT: multiclass-defset.td:6:27: error: expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body
def ins;
class K<int a = 0, int b = 0> { int x = a; list<int> l = [1, 2]; bits<4> bb = 0; }
def k : K;
multiclass MC<int a = 0> { def X : K; }
multiclass M { def X : K; defset list<K> S = {} }
