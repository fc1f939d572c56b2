class A<int n> {
  assert !gt(n, 0), "n must be positive";
}
def X : A<0>;
