// affine.prefetch, affine.dma_start (plain and strided) and affine.dma_wait,
// printed as mlir-opt 22 does (the DMA maps are discardable attributes).
func.func @f(%m: memref<400x400xi32>, %i: index, %n: index) {
  affine.for %j = 0 to 10 {
    affine.prefetch %m[%i, %j + 5], read, locality<3>, data : memref<400x400xi32>
    affine.prefetch %m[%i, symbol(%n)], write, locality<0>, instr {x} : memref<400x400xi32>
  }
  return
}
func.func @dma(%A: memref<256xf32>, %B: memref<256xf32, 1>, %tag: memref<1xi32, 2>, %i: index) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c8 = arith.constant 8 : index
  affine.for %j = 0 to 4 {
    affine.dma_start %A[%j * 16 + %i], %B[%j + 1], %tag[%c0], %c64 : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>
    affine.dma_wait %tag[%c0], %c64 : memref<1xi32, 2>
    affine.dma_start %A[%j], %B[%j], %tag[%j mod 1], %c64, %c8, %c8 : memref<256xf32>, memref<256xf32, 1>, memref<1xi32, 2>
    affine.dma_wait %tag[%j mod 1], %c64 : memref<1xi32, 2>
  }
  return
}
