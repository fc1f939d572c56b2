// FillThenCopy of linalg_transpose.pdll matches, but the linalg.fill it
// creates has no body region: PDL's pdl.operation cannot build regions, so the
// rewritten IR does not verify and mlir-opt (hence pdll-run) rejects it, at the
// fill it replaced. This test pins that down; the pattern needs a native
// rewrite (linalg::FillOp::create) to do what its comment says.
// RUN: not pdll-run %S/linalg_transpose.pdll %s 2>&1 | FileCheck %s

// CHECK: linalg_fill_then_copy.mlir:[[@LINE+4]]:8: error: 'linalg.fill' op requires one region
// CHECK-NOT: module
func.func @fill_then_copy(%v: f32, %dest: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %c = linalg.copy ins(%f : tensor<8xf32>) outs(%dest : tensor<8xf32>) -> tensor<8xf32>
  return %c : tensor<8xf32>
}
