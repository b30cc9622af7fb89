func.func @gather(%s: tensor<3x3xf32>, %i: tensor<2x1xindex>) -> tensor<2x3xf32> {
  %0 = tensor.gather %s[%i] gather_dims([0]) unique : (tensor<3x3xf32>, tensor<2x1xindex>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
