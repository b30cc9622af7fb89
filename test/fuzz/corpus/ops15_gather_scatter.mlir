func.func @g(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>, %j: tensor<3x1xi32>, %k: tensor<index>) -> tensor<1x2x6xf32> {
  %0 = tensor.gather %s[%i] gather_dims([0, 1]) unique : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x6xf32>
  %1 = tensor.gather %s[%j] gather_dims([2]) : (tensor<4x5x6xf32>, tensor<3x1xi32>) -> tensor<3x4x5x1xf32>
  %2 = tensor.scatter %1 into %s[%j] scatter_dims([2]) unique : (tensor<3x4x5x1xf32>, tensor<4x5x6xf32>, tensor<3x1xi32>) -> tensor<4x5x6xf32>
  %3 = tensor.gather %s[%k] gather_dims([0]) : (tensor<4x5x6xf32>, tensor<index>) -> tensor<5x6xf32>
  %4 = "tensor.scatter"(%s, %s, %k) {scatter_dims = array<i64: 99, -3>} : (tensor<4x5x6xf32>, tensor<4x5x6xf32>, tensor<index>) -> tensor<*xf32>
  return %0 : tensor<1x2x6xf32>
}
