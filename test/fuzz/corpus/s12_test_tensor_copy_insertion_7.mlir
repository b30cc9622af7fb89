func.func @early_caller(%t: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = call @late_callee(%t, %f) : (tensor<4xf32>, f32) -> tensor<4xf32>
  return %0, %t : tensor<4xf32>, tensor<4xf32>
}
func.func @late_callee(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %f into %t[%c1] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
