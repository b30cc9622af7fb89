func.func @delin_count(%i: index) {
  %0:3 = affine.delinearize_index %i into (2) : index, index, index
  return
}
