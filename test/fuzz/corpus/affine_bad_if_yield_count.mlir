func.func @if_yield_count(%i: index) {
  %0 = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> index {
    affine.yield
  } else {
    affine.yield %i : index
  }
  return
}
