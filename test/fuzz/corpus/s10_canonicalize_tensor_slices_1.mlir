func.func @extract_const_args(%t: tensor<?x?xf16>, %i: index) -> tensor<?x?xf16> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = tensor.extract_slice %t[%c2, %i] [%c3, %i] [1, %c2] : tensor<?x?xf16> to tensor<?x?xf16>
  return %s : tensor<?x?xf16>
}
