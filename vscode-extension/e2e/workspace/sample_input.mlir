// The input of the e2e test's "PDLL: Run patterns on MLIR file…": AddZero of sample.pdll folds
// the addition of zero, so the function returns its argument.
func.func @add_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}
