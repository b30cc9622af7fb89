
// memref.dma_start / dma_wait (with and without the stride pair),
// memref.prefetch, memref.generic_atomic_rmw with memref.atomic_yield,
// memref.transpose: custom form, generic form (dma ops keep no properties,
// prefetch keeps three), discardable attributes printed after the syntax.

func.func @dma(%a: memref<256xf32>, %b: memref<16x16xf32, 1>, %tag: memref<1xi32>,
               %i: index, %n: index, %s: index, %e: index) {
  memref.dma_start %a[%i], %b[%i, %i], %n, %tag[%i] : memref<256 x f32>, memref<16x16xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%i], %n : memref<1xi32>
  memref.dma_start %a[%i], %b[%i, %i], %n, %tag[%i], %s, %e : memref<256xf32>, memref<16x16xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%i], %n {note = "w"} : memref<1xi32>
  return
}

func.func @prefetch(%m: memref<4x4xi32>, %z: memref<f32>, %i: index) {
  memref.prefetch %m[%i, %i], write, locality<1>, data : memref<4x4xi32>
  memref.prefetch %m[%i, %i], read, locality<3>, instr : memref<4x4xi32>
  memref.prefetch %z[], read, locality<0>, data : memref<f32>
  return
}

func.func @generic_atomic(%m: memref<1x2xf32>, %i: index, %j: index) -> f32 {
  %x = memref.generic_atomic_rmw %m[%i, %j] : memref<1x2xf32> {
  ^bb0(%old: f32):
    %c = arith.constant 1.0 : f32
    %new = arith.addf %c, %old : f32
    memref.atomic_yield %new : f32
  } {tag = 8 : index}
  return %x : f32
}

func.func @transpose(%m: memref<?x?xf32>, %s: memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>)
    -> (memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>, memref<4x2x3xf32, strided<[1, 12, 4], offset: 5>>) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  %u = memref.transpose %s (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> to memref<4x2x3xf32, strided<[1, 12, 4], offset: 5>>
  return %t, %u : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>, memref<4x2x3xf32, strided<[1, 12, 4], offset: 5>>
}
