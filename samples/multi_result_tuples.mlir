// The multi-result patterns of multi_result_tuples.pdll, with folding off so
// that only the patterns rewrite.
// RUN: pdll-run %S/multi_result_tuples.pdll %s --no-fold | FileCheck %s

// addui_extended(x, 0) -> (x, false)
// CHECK-LABEL: func.func @extended_add_zero
// CHECK-SAME: (%[[X:.*]]: i32)
// CHECK: %[[F:.*]] = arith.constant false
// CHECK-NOT: arith.addui_extended
// CHECK: return %[[X]], %[[F]]
func.func @extended_add_zero(%x: i32) -> (i32, i1) {
  %c0 = arith.constant 0 : i32
  %sum, %overflow = arith.addui_extended %x, %c0 : i32, i1
  return %sum, %overflow : i32, i1
}

// Not checked here: CommuteExtendedAdd, LowHalfOnly and SubOfExtendedSum
// reach results through `results N of` on an op with two results and no
// result segments, which MLIR 22's PDL interpreter answers with no value: the
// two matches never succeed and the rewrite crashes mlir-opt (with the PDL of
// mlir-pdll-22 as with pdllc's, which is the same).

// left alone: an extended add of two values
// CHECK-LABEL: func.func @left_alone
// CHECK: arith.addui_extended
func.func @left_alone(%a: i32, %b: i32) -> (i32, i1) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  return %sum, %overflow : i32, i1
}
