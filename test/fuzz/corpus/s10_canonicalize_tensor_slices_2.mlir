func.func @extract_const_args_rank_reduced(%t: tensor<8x?x?xi32>, %i: index) -> tensor<?x?xi32> {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %s = tensor.extract_slice %t[0, %i, 0] [%c5, 1, %i] [1, 1, %c1] : tensor<8x?x?xi32> to tensor<?x?xi32>
  return %s : tensor<?x?xi32>
}
