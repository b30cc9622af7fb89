func.func @par_step0() {
  affine.parallel (%i) = (0) to (10) step (0) {
  }
  return
}
