func.func @int_identities(%x: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %c0 = arith.constant dense<0> : tensor<4xi32>
  %c1 = arith.constant dense<1> : tensor<4xi32>
  %m1 = arith.constant dense<-1> : tensor<4xi32>
  %0 = arith.addi %x, %c0 : tensor<4xi32>
  %1 = arith.addi %c0, %x : tensor<4xi32>
  %2 = arith.subi %x, %c0 : tensor<4xi32>
  %3 = arith.muli %x, %c1 : tensor<4xi32>
  %4 = arith.andi %x, %m1 : tensor<4xi32>
  %5 = arith.ori %x, %c0 : tensor<4xi32>
  %6 = arith.xori %x, %c0 : tensor<4xi32>
  %7 = arith.divsi %x, %c1 : tensor<4xi32>
  %8 = arith.divui %x, %c1 : tensor<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}
