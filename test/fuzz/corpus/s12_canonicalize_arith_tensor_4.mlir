func.func @not_splat(%x: tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>) {
  %c = arith.constant dense<[0, 1]> : tensor<2xi32>
  %0 = arith.addi %x, %c : tensor<2xi32>
  %1 = arith.muli %c, %x : tensor<2xi32>
  return %0, %1 : tensor<2xi32>, tensor<2xi32>
}
