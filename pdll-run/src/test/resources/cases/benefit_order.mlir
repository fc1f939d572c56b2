func.func @times_two(%x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %m = arith.muli %x, %two : i32
  %r = arith.addi %m, %one : i32
  return %r : i32
}
