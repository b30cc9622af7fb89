func.func @f() {
  "test.a"() {d = dense<[()]> : tensor<1xcomplex<i8>>} : () -> ()
  return
}
