// The cast simplifications of tensor_cast_folding.pdll, with folding off so
// that only the patterns rewrite (tensor.cast has folders of its own).
// RUN: pdll-run %S/tensor_cast_folding.pdll %s --no-fold | FileCheck %s

// cast(cast(x)) -> one cast to the outer type
// CHECK-LABEL: func.func @chain
// CHECK-SAME: (%[[T:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[T]] : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %[[C]]
func.func @chain(%t: tensor<4xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %1 = tensor.cast %0 : tensor<*xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}

// a cast to its own type is its source
// CHECK-LABEL: func.func @identity
// CHECK-SAME: (%[[T:.*]]: tensor<?xf32>)
// CHECK-NEXT: return %[[T]]
func.func @identity(%t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// dim and extract read through the cast
// CHECK-LABEL: func.func @dim_extract
// CHECK-SAME: (%[[T:.*]]: tensor<4xf32>, %[[I:.*]]: index)
// CHECK-NOT: tensor.cast
// CHECK-DAG: tensor.dim %[[T]], %[[I]] : tensor<4xf32>
// CHECK-DAG: tensor.extract %[[T]][%[[I]]] : tensor<4xf32>
func.func @dim_extract(%t: tensor<4xf32>, %i: index) -> (index, f32) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %d = tensor.dim %0, %i : tensor<?xf32>
  %1 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %e = tensor.extract %1[%i] : tensor<?xf32>
  return %d, %e : index, f32
}

// left alone: a single cast to another type, and a dim of a cast that has
// another use (HasOneUse fails)
// CHECK-LABEL: func.func @left_alone
// CHECK: %[[C:.*]] = tensor.cast %{{.*}} : tensor<4xf32> to tensor<?xf32>
// CHECK: tensor.dim %[[C]]
// CHECK: return %[[C]]
func.func @left_alone(%t: tensor<4xf32>, %i: index) -> (tensor<?xf32>, index) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %d = tensor.dim %0, %i : tensor<?xf32>
  return %0, %d : tensor<?xf32>, index
}
