func.func @if_no_attr(%i: index) {
  "affine.if"(%i) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}
