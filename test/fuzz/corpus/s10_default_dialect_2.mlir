func.func private @g()
func.func @in_alloca_scope() {
  memref.alloca_scope {
    call @g() : () -> ()
  }
  return
}
