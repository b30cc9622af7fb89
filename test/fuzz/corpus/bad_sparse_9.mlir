func.func @f() {
  "test.a"() {d = dense<[1]> : i32} : () -> ()
  return
}
