func.func @reduce_not_last() {
  scf.reduce
  return
}
