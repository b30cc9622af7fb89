%y = "test.string_attr_pretty_name"() {names = ["y"]} : () -> i64
