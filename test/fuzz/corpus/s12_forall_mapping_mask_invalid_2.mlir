func.func @one_mask(%n: index) {
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.thread<x>, #gpu.mask<0x1>]}
  return
}
