func.func @f() {
  "test.a"() {d = dense<1> : tensor<2xcomplex<i32>>} : () -> ()
  return
}
