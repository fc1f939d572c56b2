// EXPECT: let-range-close.td:6:10: error: expected '>' at end of range list
def ins;
class K<int a = 0, int b = 0> { int x = a; list<int> l = [1, 2]; bits<4> bb = 0; }
def k : K;
multiclass MC<int a = 0> { def X : K; }
let bb<0 = 1 in def Y : K;
