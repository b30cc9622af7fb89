func.func @f() {
  "test.a"() {s = sparse<5, 1> : tensor<2x2xi32>} : () -> ()
  return
}
