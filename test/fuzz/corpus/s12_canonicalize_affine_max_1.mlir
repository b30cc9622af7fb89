func.func @min_dims_and_symbols() -> index {
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %0 = affine.min affine_map<(d0)[s0] -> (d0 * 2, s0 floordiv 3, 7)>(%c5)[%c10]
  return %0 : index
}
