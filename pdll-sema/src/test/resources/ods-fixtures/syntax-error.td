class A {
  int x = ;
}
