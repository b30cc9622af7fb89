func.func @with_space(%f: f32, %i: index) -> (tensor<2xf32>, tensor<2xf32>) {
  %a = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<2xf32>
  %w = tensor.insert %f into %a[%i] : tensor<2xf32>
  return %a, %w : tensor<2xf32>, tensor<2xf32>
}
