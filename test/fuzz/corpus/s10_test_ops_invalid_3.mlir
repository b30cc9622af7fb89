func.func @missing_out(%a: memref<2xf32>) {
  test.buffer_based in(%a: memref<2xf32>)
  return
}
