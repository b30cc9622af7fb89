func.func @negative_rounding() -> (index, index, index) {
  %cm5 = arith.constant -5 : index
  %cm7 = arith.constant -7 : index
  %0 = affine.max affine_map<(d0) -> (d0 ceildiv 4, -(d0 floordiv 4))>(%cm5)
  %1 = affine.min affine_map<(d0) -> (d0 floordiv 4, d0 mod 3)>(%cm7)
  %2 = affine.min affine_map<()[s0] -> (s0 ceildiv 4, 0)>()[%cm5]
  return %0, %1, %2 : index, index, index
}
