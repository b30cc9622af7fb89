func.func @symbol_identity(%x: index) -> (index, index) {
  %0 = affine.min affine_map<()[s0] -> (s0)>()[%x]
  %1 = affine.max affine_map<()[s0] -> (s0)>()[%x]
  return %0, %1 : index, index
}
