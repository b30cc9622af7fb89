func.func @float_shape(%t: tensor<4x8xf32>, %s: tensor<2xf32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4x8xf32>, tensor<2xf32>) -> tensor<2x16xf32>
  return
}
