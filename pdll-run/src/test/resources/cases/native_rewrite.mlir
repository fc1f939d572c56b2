func.func @negate(%x: i32, %y: i32) -> (i32, i32) {
  %m1 = arith.constant -1 : i32
  %0 = arith.muli %x, %m1 : i32
  %1 = arith.muli %x, %y : i32
  return %0, %1 : i32, i32
}
