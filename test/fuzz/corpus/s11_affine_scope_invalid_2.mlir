func.func @two_blocks() {
  test.affine_scope {
    "terminate"() : () -> ()
  ^bb1:
    "terminate"() : () -> ()
  }
  return
}
