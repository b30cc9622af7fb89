%x = test.string_attr_pretty_name attributes {names = [1]}
