func.func @insert_const_args(%src: tensor<?x?xf32>, %dst: tensor<16x?xf32>, %i: index) -> tensor<16x?xf32> {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %r = tensor.insert_slice %src into %dst[%c2, %i] [%c7, %i] [1, 1] : tensor<?x?xf32> into tensor<16x?xf32>
  return %r : tensor<16x?xf32>
}
