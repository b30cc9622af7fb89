func.func @if_generic_count(%i: index) {
  "affine.if"(%i) <{condition = affine_set<(d0, d1) : (d0 - d1 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}
