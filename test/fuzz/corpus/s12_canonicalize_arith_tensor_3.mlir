func.func @float_identities(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %nz = arith.constant dense<-0.0> : tensor<3xf32>
  %pz = arith.constant dense<0.0> : tensor<3xf32>
  %one = arith.constant dense<1.0> : tensor<3xf32>
  %0 = arith.addf %x, %nz : tensor<3xf32>
  %1 = arith.subf %x, %pz : tensor<3xf32>
  %2 = arith.mulf %x, %one : tensor<3xf32>
  %3 = arith.divf %x, %one : tensor<3xf32>
  %4 = arith.mulf %one, %x : tensor<3xf32>
  %5 = arith.addf %x, %pz : tensor<3xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}
