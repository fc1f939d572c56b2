// The patterns of uses_constraint_library.pdll, whose constraints come from
// lib/arith_constraints.pdll (hence -I %S), with folding off so that only the
// patterns rewrite.
// RUN: pdll-run %S/uses_constraint_library.pdll %s -I %S --no-fold | FileCheck %s

// ori(x, 0) with a zero used once -> x; andi(x, -1) -> x; xori(x, x) -> 0;
// maxsi(x, x) -> x
// CHECK-LABEL: func.func @identities
// CHECK-SAME: (%[[X:[^:]*]]: i32)
// CHECK-NOT: arith.ori
// CHECK-NOT: arith.andi
// CHECK-NOT: arith.xori
// CHECK-NOT: arith.maxsi
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: return %[[X]], %[[X]], %[[Z]], %[[X]]
func.func @identities(%x: i32) -> (i32, i32, i32, i32) {
  %zero = arith.constant 0 : i32
  %ones = arith.constant -1 : i32
  %0 = arith.ori %x, %zero : i32
  %1 = arith.andi %x, %ones : i32
  %2 = arith.xori %x, %x : i32
  %3 = arith.maxsi %x, %x : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// left alone: ori with a zero that has another use (HasOneUse), xori and
// maxsi of two different values
// CHECK-LABEL: func.func @left_alone
// CHECK: arith.ori
// CHECK: arith.xori
// CHECK: arith.maxsi
func.func @left_alone(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %zero = arith.constant 0 : i32
  %0 = arith.ori %x, %zero : i32
  %1 = arith.xori %x, %y : i32
  %2 = arith.maxsi %x, %y : i32
  return %0, %1, %2, %zero : i32, i32, i32, i32
}
