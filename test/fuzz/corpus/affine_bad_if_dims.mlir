func.func @if_dims(%i: index) {
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i) {
  }
  return
}
