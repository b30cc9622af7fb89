func.func @gather_forms(%src: tensor<4x5x6xf32>, %idx: tensor<1x2x2xindex>, %i32: tensor<3x1xi32>, %d: tensor<?x5x?xf32>) -> tensor<4x5x6xf32> {
  %0 = tensor.gather %src[%idx] gather_dims([0, 1]) unique : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x6xf32>
  %1 = tensor.gather %src[%i32] gather_dims([1]) {foo} : (tensor<4x5x6xf32>, tensor<3x1xi32>) -> tensor<3x4x1x6xf32>
  %2 = tensor.scatter %1 into %src[%i32] scatter_dims([1]) unique : (tensor<3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<3x1xi32>) -> tensor<4x5x6xf32>
  %3 = "tensor.gather"(%d, %i32) <{gather_dims = array<i64: 1>}> : (tensor<?x5x?xf32>, tensor<3x1xi32>) -> tensor<3x?x?xf32>
  return %src : tensor<4x5x6xf32>
}

func.func @gather_fold(%idx: tensor<2x1xindex>) -> (tensor<2x6xf32>, tensor<2x2xi32>) {
  %c = arith.constant dense<1.5> : tensor<4x6xf32>
  %0 = tensor.gather %c[%idx] gather_dims([0]) : (tensor<4x6xf32>, tensor<2x1xindex>) -> tensor<2x6xf32>
  %d = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %1 = tensor.gather %d[%idx] gather_dims([0]) : (tensor<2x2xi32>, tensor<2x1xindex>) -> tensor<2x2xi32>
  return %0, %1 : tensor<2x6xf32>, tensor<2x2xi32>
}

func.func @scatter_result_unchecked(%s: tensor<1x2x6xf32>, %d: tensor<4x5x6xf32>, %idx: tensor<1x2x2xindex>) -> tensor<4x5x7xf32> {
  %0 = tensor.scatter %s into %d[%idx] scatter_dims([0, 1]) unique : (tensor<1x2x6xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x7xf32>
  return %0 : tensor<4x5x7xf32>
}
