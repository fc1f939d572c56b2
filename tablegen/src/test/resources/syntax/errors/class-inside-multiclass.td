// EXPECT: class-inside-multiclass.td:6:37: error: class is not allowed inside multiclass
def ins;
class K<int a = 0, int b = 0> { int x = a; list<int> l = [1, 2]; bits<4> bb = 0; }
def k : K;
multiclass MC<int a = 0> { def X : K; }
multiclass M { foreach i = [1] in { class C; } }
