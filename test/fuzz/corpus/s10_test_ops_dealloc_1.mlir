func.func private @effects(%a: memref<2xf32>, %b: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  test.buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>)
  test.copy(%0, %b) : (memref<2xf32>, memref<2xf32>)
  %1 = "test.forward_buffer"(%0) : (memref<2xf32>) -> memref<2xf32>
  return %1 : memref<2xf32>
}
