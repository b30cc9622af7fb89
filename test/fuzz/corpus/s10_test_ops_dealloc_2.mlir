func.func @region(%a: memref<2xf32>, %lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    %0 = memref.alloc() : memref<2xf32>
    test.region_buffer_based in(%a: memref<2xf32>) out(%0: memref<2xf32>) {
    ^bb0(%x: f32, %y: f32):
      %1 = memref.alloc() : memref<2xf32>
      test.buffer_based in(%a: memref<2xf32>) out(%1: memref<2xf32>)
      test.region_yield %x : f32
    }
  }
  return
}
