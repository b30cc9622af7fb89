func.func @map_keeps_cast(%a: memref<4xf32>, %o: memref<?xf32>) {
  %dyn = memref.cast %a : memref<4xf32> to memref<?xf32>
  linalg.map { math.absf } ins(%dyn : memref<?xf32>) outs(%o : memref<?xf32>)
  return
}
