func.func @f(%x: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  return %0 : i32
}
