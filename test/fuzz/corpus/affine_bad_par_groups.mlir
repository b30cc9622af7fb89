func.func @par_groups() {
  affine.parallel (%i, %j) = (0) to (10, 10) {
  }
  return
}
