// The native constraints and rewrites of native_code.pdll.
// RUN: pdll-run %S/native_code.pdll %s | FileCheck %s

// muli(x, 2^k) -> shli(x, k), the shift amount built in C++
// CHECK-LABEL: func.func @mul_power_of_two
// CHECK-SAME: (%[[X:.*]]: i32)
// CHECK: %[[K:.*]] = arith.constant 3 : i32
// CHECK: %[[S:.*]] = arith.shli %[[X]], %[[K]] : i32
// CHECK: return %[[S]]
func.func @mul_power_of_two(%x: i32) -> i32 {
  %c8 = arith.constant 8 : i32
  %0 = arith.muli %x, %c8 : i32
  return %0 : i32
}

// addi(x, x) -> shli(x, 1), keeping the overflow flags
// CHECK-LABEL: func.func @add_self
// CHECK: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK: arith.shli %{{.*}}, %[[ONE]] overflow<nsw> : i32
func.func @add_self(%x: i32) -> i32 {
  %0 = arith.addi %x, %x overflow<nsw> : i32
  return %0 : i32
}

// left alone: a multiplier that is not a power of two, and a sum of two values
// CHECK-LABEL: func.func @left_alone
// CHECK: arith.muli
// CHECK: arith.addi
// CHECK-NOT: arith.shli
func.func @left_alone(%x: i32, %y: i32) -> (i32, i32) {
  %c6 = arith.constant 6 : i32
  %0 = arith.muli %x, %c6 : i32
  %1 = arith.addi %x, %y : i32
  return %0, %1 : i32, i32
}
