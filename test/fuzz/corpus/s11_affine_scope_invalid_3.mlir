func.func @no_block() {
  "test.affine_scope"() ({
  }) : () -> ()
  return
}
