func.func @too_many_dims(%s: tensor<3xf32>, %i: tensor<2x2xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<3xf32>, tensor<2x2xindex>) -> tensor<2xf32>
  return
}
