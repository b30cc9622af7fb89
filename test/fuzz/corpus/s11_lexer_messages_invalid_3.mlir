func.func @symbol_sigil() {
  "test.op"() {a = @1x} : () -> ()
  return
}
