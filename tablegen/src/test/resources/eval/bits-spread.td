// A bits field named in a bits literal is spread into its bits.
def {
  bits<8> G1 = { 0, { 1, 0b1001, 0 }, 0b0 };
  bits<8> G2 = { 0, { 1, 0b1001 }, 0, 0b0 };
  bits<16> I = { G1, G2 };
  bits<2> opc = { 0, 1 };
  bits<4> x = { opc, opc };
}
