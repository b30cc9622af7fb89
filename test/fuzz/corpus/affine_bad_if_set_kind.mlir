func.func @if_set_kind(%i: index) {
  affine.if affine_map<(d0) -> (d0)>(%i) {
  }
  return
}
