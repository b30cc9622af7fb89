func.func @ends_in_constant() {
  test.graph_region {
    %c = arith.constant 1 : i32
  }
  return
}
