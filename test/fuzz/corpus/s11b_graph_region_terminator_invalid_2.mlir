func.func @use_before_def() {
  test.graph_region {
    %a = arith.addi %b, %b : i32
    %b = arith.constant 1 : i32
    "test.terminator"() : () -> ()
  }
  return
}
