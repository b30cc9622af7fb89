func.func @f() {
  "test.a"() {d = dense<> : tensor<2xi64>} : () -> ()
  return
}
