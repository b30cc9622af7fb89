func.func @ops(%a: memref<2xf32>, %b: memref<?xf32>, %u: memref<*xf32>) {
  test.buffer_based in(%a: memref<2xf32>) out(%b: memref<?xf32>)
  test.buffer_based in(%u: memref<*xf32>) out(%a: memref<2xf32>) {tag = 1}
  test.copy(%a, %b) : (memref<2xf32>, memref<?xf32>)
  test.region_buffer_based in(%a: memref<2xf32>) out(%b: memref<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %x : f32
    test.region_yield %s : f32
  }
  %f = "test.forward_buffer"(%a) : (memref<2xf32>) -> memref<2xf32>
  "test.some_unknown_op"(%a) : (memref<2xf32>) -> ()
  return
}
