func.func @op_then_return(%t: tensor<4xf32>, %i: tensor<4xf64>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xf64>
  return %t, %0 : tensor<4xf32>, tensor<4xf64>
}
