func.func @mask_is_not_a_dim(%n: index) {
  scf.forall (%i, %j) in (%n, %n) {
  } {mapping = [#gpu.thread<x>, #gpu.mask<0x1>]}
  return
}
