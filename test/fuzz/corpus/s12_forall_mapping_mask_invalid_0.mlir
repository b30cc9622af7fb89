func.func @two_masks(%n: index) {
  scf.forall (%i, %j) in (%n, %n) {
  } {mapping = [#gpu.mask<0x3>, #gpu.block<y>, #gpu.block<x>, #gpu.mask<0x1>]}
  return
}
