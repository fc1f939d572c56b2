// An element that is no bit is reported at the literal.
def D {
  bits<2> D7 = { 1, "a" };
}
