// The select patterns of select_benefit_recursion.pdll, with folding off so
// that only the patterns rewrite (arith.select and arith.cmpi fold too).
// RUN: pdll-run %S/select_benefit_recursion.pdll %s --no-fold | FileCheck %s

// select(c, x, x) -> x; select(true, a, b) -> a; select(false, a, b) -> b
// CHECK-LABEL: func.func @selects
// CHECK-SAME: (%[[C:[^:]*]]: i1, %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32)
// CHECK-NOT: arith.select
// CHECK-NOT: arith.constant
// CHECK: return %[[A]], %[[A]], %[[B]]
func.func @selects(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %0 = arith.select %c, %a, %a : i32
  %1 = arith.select %t, %a, %b : i32
  %2 = arith.select %f, %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}

// select(x != y, a, b) -> select(x == y, b, a)
// CHECK-LABEL: func.func @select_of_ne
// CHECK-SAME: (%[[X:[^:]*]]: i32, %[[Y:[^:]*]]: i32, %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32)
// CHECK: %[[EQ:.*]] = arith.cmpi eq, %[[X]], %[[Y]] : i32
// CHECK: %[[S:.*]] = arith.select %[[EQ]], %[[B]], %[[A]] : i32
// CHECK: return %[[S]]
func.func @select_of_ne(%x: i32, %y: i32, %a: i32, %b: i32) -> i32 {
  %ne = arith.cmpi ne, %x, %y : i32
  %0 = arith.select %ne, %a, %b : i32
  return %0 : i32
}

// cmpi eq x, x -> true
// CHECK-LABEL: func.func @cmp_eq_self
// CHECK: %[[T:.*]] = arith.constant true
// CHECK: return %[[T]]
func.func @cmp_eq_self(%x: i32) -> i1 {
  %0 = arith.cmpi eq, %x, %x : i32
  return %0 : i1
}

// left alone: a select on an unknown condition, a comparison of two values
// CHECK-LABEL: func.func @left_alone
// CHECK: arith.cmpi slt
// CHECK: arith.select
func.func @left_alone(%x: i32, %y: i32) -> i32 {
  %lt = arith.cmpi slt, %x, %y : i32
  %0 = arith.select %lt, %x, %y : i32
  return %0 : i32
}
