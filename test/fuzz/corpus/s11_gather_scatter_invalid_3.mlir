func.func @dynamic_coordinates(%s: tensor<3x3xf32>, %i: tensor<2x?xindex>) {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<3x3xf32>, tensor<2x?xindex>) -> tensor<2x3xf32>
  return
}
