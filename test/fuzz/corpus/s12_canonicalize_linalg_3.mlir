func.func @self_copies(%m: memref<3x2xi32>, %t: tensor<7xi8>) -> tensor<7xi8> {
  linalg.copy ins(%m : memref<3x2xi32>) outs(%m : memref<3x2xi32>)
  %r = linalg.copy ins(%t : tensor<7xi8>) outs(%t : tensor<7xi8>) -> tensor<7xi8>
  return %r : tensor<7xi8>
}
