func.func @delin_positive(%i: index) {
  %0 = affine.delinearize_index %i into (0) : index
  return
}
