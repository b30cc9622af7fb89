func.func private @decl() attributes {no_inline}

func.func @body() attributes {no_inline, llvm.emit_c_interface} {
  return
}
