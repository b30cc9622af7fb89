func.func @max_mod() -> index {
  %c0 = arith.constant 0 : index
  %0 = affine.max affine_map<(d0) -> (d0 mod 64 - 8)>(%c0)
  return %0 : index
}
