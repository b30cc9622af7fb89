func.func @if_syms(%i: index) {
  affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i) {
  }
  return
}
