func.func @fill_memref_value(%m: memref<3xf32>, %v: memref<f32>) {
  linalg.fill ins(%v : memref<f32>) outs(%m : memref<3xf32>)
  return
}
