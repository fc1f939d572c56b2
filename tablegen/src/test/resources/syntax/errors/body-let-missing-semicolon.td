// EXPECT: body-let-missing-semicolon.td:8:1: error: expected ';' after let expression
def ins;
class K<int a = 0, int b = 0> { int x = a; list<int> l = [1, 2]; bits<4> bb = 0; }
def k : K;
multiclass MC<int a = 0> { def X : K; }
def A : K {
  let x = 1
}
