// The Linalg patterns of linalg_transpose.pdll.
// RUN: pdll-run %S/linalg_transpose.pdll %s | FileCheck %s

// transpose followed by its inverse permutation -> the input
// CHECK-LABEL: func.func @inverse_pair
// CHECK-SAME: (%[[A:[^:]*]]: tensor<2x3x4xf32>
// CHECK-NOT: linalg.transpose
// CHECK: return %[[A]]
func.func @inverse_pair(%a: tensor<2x3x4xf32>, %i1: tensor<3x4x2xf32>, %i2: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %t1 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%i1 : tensor<3x4x2xf32>) permutation = [1, 2, 0]
  %t2 = linalg.transpose ins(%t1 : tensor<3x4x2xf32>) outs(%i2 : tensor<2x3x4xf32>) permutation = [2, 0, 1]
  return %t2 : tensor<2x3x4xf32>
}

// left alone: two transposes that do not cancel
// CHECK-LABEL: func.func @not_inverse
// CHECK: linalg.transpose
// CHECK: linalg.transpose
func.func @not_inverse(%a: tensor<2x3x4xf32>, %i1: tensor<3x4x2xf32>, %i2: tensor<4x2x3xf32>) -> tensor<4x2x3xf32> {
  %t1 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%i1 : tensor<3x4x2xf32>) permutation = [1, 2, 0]
  %t2 = linalg.transpose ins(%t1 : tensor<3x4x2xf32>) outs(%i2 : tensor<4x2x3xf32>) permutation = [1, 2, 0]
  return %t2 : tensor<4x2x3xf32>
}

// FillThenCopy is checked in linalg_fill_then_copy.mlir: the linalg.fill it
// creates has no region (PDL cannot build one), which mlir-opt rejects.
