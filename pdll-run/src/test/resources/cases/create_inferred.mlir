func.func @distribute(%x: i32, %y: i32, %z: i32) -> i32 {
  %a = arith.andi %x, %y : i32
  %b = arith.andi %x, %z : i32
  %o = arith.ori %a, %b : i32
  return %o : i32
}
func.func @no_common_operand(%x: i32, %y: i32, %z: i32, %w: i32) -> i32 {
  %a = arith.andi %x, %y : i32
  %b = arith.andi %z, %w : i32
  %o = arith.ori %a, %b : i32
  return %o : i32
}
