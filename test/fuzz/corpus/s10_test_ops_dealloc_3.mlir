func.func @unknown(%a: memref<2xf32>) {
  "test.memref_user"(%a) : (memref<2xf32>) -> ()
  return
}
