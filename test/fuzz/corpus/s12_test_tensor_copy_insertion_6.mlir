func.func @callee(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @caller(%t: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = call @callee(%t, %f) : (tensor<4xf32>, f32) -> tensor<4xf32>
  return %0, %t : tensor<4xf32>, tensor<4xf32>
}
