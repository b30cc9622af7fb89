func.func @f() {
  "test.u"() {a = 0x1FFFFFFFFFFFFFFFFF : i68} : () -> ()
  return
}
