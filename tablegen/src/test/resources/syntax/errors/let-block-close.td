// EXPECT: let-block-close.td:8:1: error: expected '}' at end of top level let command
// EXPECT-NOTE: let-block-close.td:7:14: error: to match this '{'
def ins;
class K<int a = 0, int b = 0> { int x = a; list<int> l = [1, 2]; bits<4> bb = 0; }
def k : K;
multiclass MC<int a = 0> { def X : K; }
let x = 1 in { def Y : K;
