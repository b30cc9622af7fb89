func.func @dma_index(%a: memref<4xf32>, %b: memref<4xf32>, %t: memref<1xi32>, %n: index) {
  affine.for %j = 0 to 4 {
    %k = arith.muli %j, %j : index
    affine.dma_start %a[%k], %b[0], %t[0], %n : memref<4xf32>, memref<4xf32>, memref<1xi32>
  }
  return
}
