func.func @f() {
  "test.a"() {s = sparse<[[0.5, 0]], [1]> : tensor<3x4xi32>} : () -> ()
  return
}
