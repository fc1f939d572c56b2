// The identities of arith_canonicalize.pdll, with folding off so that only the
// patterns rewrite (arith's own folders know most of these identities too).
// RUN: pdll-run %S/arith_canonicalize.pdll %s --no-fold | FileCheck %s

// CHECK-LABEL: func.func @identities
// CHECK-SAME: (%[[X:.*]]: i32, %[[Y:.*]]: i32)
func.func @identities(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // addi(x, 0), addi(0, x), muli(x, 1) -> x
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.addi %c0, %x : i32
  %2 = arith.muli %x, %c1 : i32
  // muli(x, 0) -> 0
  %3 = arith.muli %x, %c0 : i32
  // andi(x, x), ori(x, x) -> x
  %4 = arith.andi %y, %y : i32
  %5 = arith.ori %y, %y : i32
  // subi(x, x) -> a new 0
  %6 = arith.subi %y, %y : i32
  // subi(0, subi(0, x)) -> x
  %n = arith.subi %c0, %x : i32
  %7 = arith.subi %c0, %n : i32
  // xori(xori(x, y), y) -> x
  %xy = arith.xori %x, %y : i32
  %8 = arith.xori %xy, %y : i32
  // (the new zero and the old one are one constant: the driver CSEs constants)
  // CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
  // CHECK-NOT: arith.addi
  // CHECK-NOT: arith.muli
  // CHECK-NOT: arith.andi
  // CHECK-NOT: arith.ori
  // CHECK-NOT: arith.subi
  // CHECK-NOT: arith.xori
  // CHECK: return %[[X]], %[[X]], %[[X]], %[[ZERO]], %[[Y]], %[[Y]], %[[ZERO]], %[[X]], %[[X]]
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// What the patterns must leave alone: other constants, other widths, other operands.
// CHECK-LABEL: func.func @left_alone
func.func @left_alone(%x: i32, %y: i32, %w: i64) -> (i32, i32, i64, i32) {
  %c2 = arith.constant 2 : i32
  %w0 = arith.constant 0 : i64
  // CHECK: arith.addi %{{.*}}, %{{.*}} : i32
  %0 = arith.addi %x, %c2 : i32
  // CHECK: arith.subi %{{.*}}, %{{.*}} : i32
  %1 = arith.subi %x, %y : i32
  // CHECK: arith.addi %{{.*}}, %{{.*}} : i64
  %2 = arith.addi %w, %w0 : i64
  // CHECK: arith.andi %{{.*}}, %{{.*}} : i32
  %3 = arith.andi %x, %y : i32
  return %0, %1, %2, %3 : i32, i32, i64, i32
}
