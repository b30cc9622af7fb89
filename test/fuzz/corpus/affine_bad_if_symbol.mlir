func.func @if_symbol(%i: index) {
  affine.for %j = 0 to 10 {
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%j] {
    }
  }
  return
}
