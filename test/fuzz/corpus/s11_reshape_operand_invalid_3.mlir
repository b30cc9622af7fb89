func.func @shape_2d(%t: tensor<4x8xf32>, %s: tensor<2x1xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4x8xf32>, tensor<2x1xi32>) -> tensor<2x16xf32>
  return
}
