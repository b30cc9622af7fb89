func.func @unknown_on_unregistered_op() {
  "foo.op"() {bufferization.bar} : () -> ()
  return
}
