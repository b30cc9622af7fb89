func.func @ping(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %0 = call @pong(%t, %n) : (tensor<4xf32>, index) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @pong(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %0 = call @ping(%t, %n) : (tensor<4xf32>, index) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
