func.func @constraint_op(%i: index) {
  affine.if affine_set<(d0) : (d0 > 0)>(%i) {
  }
  return
}
