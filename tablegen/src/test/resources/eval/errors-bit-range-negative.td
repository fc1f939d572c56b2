// In a bit range the negative end is reported past the integer.
def D {
  bits<4> b = 0;
  bits<2> c = b{3 1};
}
