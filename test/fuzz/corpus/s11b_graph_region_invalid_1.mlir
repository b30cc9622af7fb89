func.func @ssacfg_inside_graph() {
  test.graph_region {
    "test.ssacfg_region"() ({
      "op.use"(%v) : (i32) -> ()
      %v = "op.def"() : () -> i32
    }) : () -> ()
    "test.terminator"() : () -> ()
  }
  return
}
