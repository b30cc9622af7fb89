func.func @dim_of_reshape(%t: tensor<*xf32>, %shape: tensor<3xi32>) -> index {
  %c1 = arith.constant 1 : index
  %r = tensor.reshape %t(%shape) : (tensor<*xf32>, tensor<3xi32>) -> tensor<?x?x?xf32>
  %d = tensor.dim %r, %c1 : tensor<?x?x?xf32>
  return %d : index
}
