func.func @f() {
  "test.u"() {a = -1 : ui100} : () -> ()
  return
}
