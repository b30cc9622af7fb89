func.func @parallel_zero_loops() {
  scf.parallel () = () to () step () {
  }
  return
}
