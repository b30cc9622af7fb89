func.func @cmpi_tensor(%x: tensor<2xi32>) -> (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>) {
  %k = arith.constant dense<7> : tensor<2xi32>
  %0 = arith.cmpi sle, %x, %x : tensor<2xi32>
  %1 = arith.cmpi ult, %x, %x : tensor<2xi32>
  %2 = arith.cmpi slt, %k, %x : tensor<2xi32>
  %3 = arith.cmpi ule, %k, %x : tensor<2xi32>
  return %0, %1, %2, %3 : tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>
}
