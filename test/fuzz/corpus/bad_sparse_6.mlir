func.func @f() {
  "test.a"() {s = sparse<[[0, 0]], [1]> : tensor<?x4xi32>} : () -> ()
  return
}
