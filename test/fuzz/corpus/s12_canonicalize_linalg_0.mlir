func.func @fill_and_copy(%a: memref<8xf32>, %b: memref<?xf32>, %f: f32) {
  %wide = memref.cast %a : memref<8xf32> to memref<?xf32>
  linalg.fill ins(%f : f32) outs(%wide : memref<?xf32>)
  %narrow = memref.cast %b : memref<?xf32> to memref<8xf32>
  linalg.copy ins(%wide : memref<?xf32>) outs(%narrow : memref<8xf32>)
  return
}
