func.func @scatter(%d: tensor<3x3xf32>, %i: tensor<2x1xindex>, %s: tensor<2x3xf32>) -> tensor<3x3xf32> {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<2x3xf32>, tensor<3x3xf32>, tensor<2x1xindex>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
