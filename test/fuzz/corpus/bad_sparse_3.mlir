func.func @f() {
  "test.a"() {s = sparse<[[0, 0], [1, 1]], [1, 2, 3]> : tensor<3x4xi32>} : () -> ()
  return
}
