test.default_dialect attributes {a = 1}
