func.func @space(%f: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %w = tensor.insert %f into %a[%i] : tensor<4xf32>
  return %a, %w : tensor<4xf32>, tensor<4xf32>
}
