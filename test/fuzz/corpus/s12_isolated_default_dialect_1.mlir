func.func @default_dialect() {
  test.default_dialect {
    parse_integer_literal : 2
    test.dialect_custom_printer custom_format
    test.op.with_dot_in_name {a = 1}
    test.dialect_custom_printer.with.dot
    test.default_dialect {
      polyfor {
        "foo.op"() : () -> ()
      }
      "test.terminator"() : () -> ()
    } attributes {b = 2}
    "foo.op"() ({
      parse_integer_literal
      "test.terminator"() : () -> ()
    }) : () -> ()
    "test.terminator"() : () -> ()
  }
  return
}
