func.func @f() {
  "test.a"() {d = dense<[(1, 2.5)]> : tensor<1xcomplex<i32>>} : () -> ()
  return
}
