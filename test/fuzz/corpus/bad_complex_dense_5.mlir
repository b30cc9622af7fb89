func.func @f() {
  "test.a"() {d = dense<[(1,]> : tensor<1xcomplex<i8>>} : () -> ()
  return
}
