func.func @parallel_results_without_inits(%n: index) {
  %r = scf.parallel (%i) = (%n) to (%n) step (%n) -> i64 {
    scf.reduce
  }
  return
}
