func.func @f() {
  "test.a"() {s = sparse<[[0, 0], [3, 0]], [1, 2]> : tensor<3x4xi32>} : () -> ()
  return
}
