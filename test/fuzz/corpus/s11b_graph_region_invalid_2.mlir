func.func @use_outside() {
  test.graph_region {
    %v = "op.def"() : () -> i32
  }
  "op.use"(%v) : (i32) -> ()
  return
}
