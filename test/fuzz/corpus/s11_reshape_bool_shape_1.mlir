func.func @bool_shape(%t: tensor<4xf32>, %s: tensor<1xi1>) -> tensor<?xf32> {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<1xi1>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
