func.func @no_space(%f: f32, %i: index) -> (tensor<3x?xf32>, tensor<3x?xf32>) {
  %a = bufferization.alloc_tensor(%i) : tensor<3x?xf32>
  %w = tensor.insert %f into %a[%i, %i] : tensor<3x?xf32>
  return %a, %w : tensor<3x?xf32>, tensor<3x?xf32>
}
