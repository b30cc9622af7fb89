func.func @matmul_scalar_init(%a: memref<2x3xf32>, %b: memref<3x4xf32>, %c: i32) {
  linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x4xf32>) outs(%c : i32)
  return
}
