func.func @set_not_map(%i: index) {
  %0 = affine.apply affine_set<(d0) : (d0 >= 0)>(%i)
  return
}
