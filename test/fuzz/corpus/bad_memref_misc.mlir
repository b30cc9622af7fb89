func.func @f(%a: memref<4xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
  "memref.dma_start"() : () -> ()
  "memref.dma_start"(%a, %a, %a, %a) : (memref<4xf32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) -> ()
  "memref.dma_wait"() : () -> ()
  "memref.dma_wait"(%f) : (f32) -> ()
  "memref.prefetch"() : () -> ()
  "memref.prefetch"(%a) <{isDataCache = 1 : i32, isWrite = true, localityHint = 9 : i32}> : (memref<4xf32>) -> ()
  %x = "memref.generic_atomic_rmw"() ({}) : () -> f32
  %y = "memref.generic_atomic_rmw"(%a, %i) ({
  ^bb0(%o: f32, %p: f32):
  }) : (memref<4xf32>, index) -> f32
  "memref.atomic_yield"() : () -> ()
  %z = "memref.transpose"(%a) <{permutation = 3 : i64}> : (memref<4xf32>) -> memref<4xf32>
  %w = "memref.transpose"() : () -> memref<4xf32>
  memref.dma_start %a[%i], %a[%i], %i, %t[%i], %i :
  memref.prefetch %a[%i], write, locality<-1>, data : memref<4xf32>
  %v = memref.transpose %a (d0) -> (d0 + 1) : memref<4xf32> to memref<4xf32>
  %u = memref.generic_atomic_rmw %f[] : f32 {
  }
  return
}
