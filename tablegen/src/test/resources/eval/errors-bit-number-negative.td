// A bit number written negative is refused after it, as in a list of them.
def D {
  bits<4> b = 0;
  bits<2> c = b{0, -1};
}
