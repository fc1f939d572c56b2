func.func @mul_one(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %one = arith.constant 1 : i32
  %lo, %hi = arith.mulsi_extended %x, %one : i32
  %lo2, %hi2 = arith.mulsi_extended %x, %y : i32
  return %lo, %hi, %lo2, %hi2 : i32, i32, i32, i32
}
