func.func @literals() -> (index, index) {
  %r:3 = test.parse_integer_literal : 3
  test.parse_integer_literal : 0
  test.parse_wrapped_keyword my.dotted.kw
  test.parse_b64 "Zm9vYmFy"
  test.parse_b64 "Zm9vYg=="
  test.parse_b64 "Zm9vYmE="
  "test.parse_b64"() <{b64 = "\22\0A\00\FF"}> : () -> ()
  test.parse_b64 ""
  return %r#0, %r#2 : index, index
}
