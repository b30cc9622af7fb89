func.func @signed_shape(%t: tensor<4x8xf32>, %s: tensor<2xsi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4x8xf32>, tensor<2xsi32>) -> tensor<2x16xf32>
  return
}
