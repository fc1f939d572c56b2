func.func @asserts(%c: i1) {
  %true = arith.constant true
  cf.assert %true, "always holds"
  cf.assert %c, "may fail"
  return
}
