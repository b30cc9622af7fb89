func.func private @name() attributes {sym_name = "other"}
