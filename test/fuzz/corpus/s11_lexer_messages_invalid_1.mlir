func.func @attr_sigil() attributes {a = #<"x">}
