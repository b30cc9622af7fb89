func.func private @pretty_type(!qux.widget)
