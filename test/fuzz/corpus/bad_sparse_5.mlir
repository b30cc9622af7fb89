func.func @f() {
  "test.a"() {s = sparse<[[0, 0]], [1]> : i32} : () -> ()
  return
}
