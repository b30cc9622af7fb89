func.func @copy_arity(%a: memref<2xf32>) {
  "test.copy"(%a) : (memref<2xf32>) -> ()
  return
}
