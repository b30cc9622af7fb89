func.func @lin_count(%i: index, %j: index) {
  %0 = affine.linearize_index [%i, %j] by (2, 3, 4) : index
  return
}
