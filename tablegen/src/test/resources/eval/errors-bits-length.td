// A bits literal of the wrong length is named by its length.
def a {
  bits<2> opc = { 0, 1 };
  bits<3> x = { opc, opc };
}
