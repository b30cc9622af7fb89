func.func @literal_not_an_integer() {
  test.parse_integer_literal : foo
  return
}
