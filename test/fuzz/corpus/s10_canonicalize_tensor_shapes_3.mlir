func.func @empty_static(%n: index) -> (tensor<?x?xf16>, tensor<2x?xi8>) {
  %c4 = arith.constant 4 : index
  %e = tensor.empty(%c4, %n) : tensor<?x?xf16>
  %f = tensor.empty(%n, %n) : tensor<?x?xi8>
  %g = tensor.cast %f : tensor<?x?xi8> to tensor<2x?xi8>
  return %e, %g : tensor<?x?xf16>, tensor<2x?xi8>
}
