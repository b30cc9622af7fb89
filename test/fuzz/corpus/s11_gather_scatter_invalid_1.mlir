func.func @no_dims(%s: tensor<3x3xf32>, %i: tensor<2x1xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([]) : (tensor<3x3xf32>, tensor<2x1xindex>) -> tensor<2x3xf32>
  return
}
