func.func @f(%a: index) {
  %r:2 = "test.op"() : () -> (index, index)
  test.isolated_region %r#1 {
    test.isolated_region %r#1 {
      "test.consumer"(%r#1) : (index) -> ()
    }
    "test.terminator"() : () -> ()
  }
  test.default_dialect {
    parse_integer_literal : 2
    test.op.with_dot_in_name {a = 1}
    test.dialect_custom_printer.with.dot
    "test.terminator"() : () -> ()
  } attributes {b = 2}
  return
}
