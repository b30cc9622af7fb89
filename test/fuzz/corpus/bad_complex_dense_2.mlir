func.func @f() {
  "test.a"() {d = dense<[(300, 2)]> : tensor<1xcomplex<i8>>} : () -> ()
  return
}
