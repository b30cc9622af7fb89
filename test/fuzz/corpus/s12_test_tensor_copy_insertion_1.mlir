func.func @view_result(%t: tensor<8xf32>, %f: f32, %i: index) -> (tensor<8xf32>, tensor<4xf32>) {
  %s = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %w = tensor.insert %f into %t[%i] : tensor<8xf32>
  return %w, %s : tensor<8xf32>, tensor<4xf32>
}
