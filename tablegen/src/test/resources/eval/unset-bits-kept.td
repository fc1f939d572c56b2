// Resolving a def, a bit that would become ? keeps its reference to the field, and such bits count
// as resolved; a whole bit field equal to an unset field does not.
def A {
  bits<8> Inst;
  bits<2> src;
  bit P;
  bit Q;
  let Inst{7...2} = 0x3f;
  let Inst{1} = P;
  let Inst{0} = Q;
  let P = src{1};
  let Q = src{0};
}
def B {
  bits<2> P;
  bits<2> Q = P;
  bit R;
  bits<3> J = {0, R, 1};
}
