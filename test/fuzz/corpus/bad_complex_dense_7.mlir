func.func @f() {
  "test.a"() {d = dense<[(1, 2)]> : tensor<2xcomplex<i8>>} : () -> ()
  return
}
