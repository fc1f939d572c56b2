func.func @extract(%s: f32, %t: tensor<4xf32>, %i: index) -> (f32, f32) {
  %splat = tensor.splat %s : tensor<4xf32>
  %0 = tensor.extract %splat[%i] : tensor<4xf32>
  %1 = tensor.extract %t[%i] : tensor<4xf32>
  return %0, %1 : f32, f32
}
