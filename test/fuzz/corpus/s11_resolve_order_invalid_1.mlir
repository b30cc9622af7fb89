func.func @for_inits(%lb: index, %i: i32) {
  %0 = scf.for %iv = %lb to %lb step %lb iter_args(%x = %i) -> (i64) {
    scf.yield %x : i32
  }
  return
}
