func.func @wait_index(%t: memref<1xi32>, %n: index) {
  affine.for %j = 0 to 4 {
    %k = arith.muli %j, %j : index
    affine.dma_wait %t[%k], %n : memref<1xi32>
  }
  return
}
