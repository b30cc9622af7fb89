func.func @no_region() {
  "test.graph_region"() : () -> ()
  return
}
