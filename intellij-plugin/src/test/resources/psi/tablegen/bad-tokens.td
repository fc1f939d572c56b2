def A {
  int x = !nope(1);
  list<int> r = [0..3];
  dag d = (ins $, $1);
  bit b = !;
}
