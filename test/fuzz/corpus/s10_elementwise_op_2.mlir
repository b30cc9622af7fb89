func.func @ternary(%p: memref<4xi1>, %x: memref<4xf32>, %o: memref<4xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%p, %x, %x : memref<4xi1>, memref<4xf32>, memref<4xf32>) outs(%o : memref<4xf32>)
  return
}
