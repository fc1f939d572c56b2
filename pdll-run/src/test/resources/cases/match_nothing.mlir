func.func @untouched(%x: i32, %y: i32) -> i32 {
  %0 = arith.divsi %x, %y : i32
  %1 = arith.remui %x, %y : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
