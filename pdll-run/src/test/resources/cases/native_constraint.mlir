func.func @widths(%a: i32, %b: i64) -> (i32, i64) {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %b, %b : i64
  return %0, %1 : i32, i64
}
