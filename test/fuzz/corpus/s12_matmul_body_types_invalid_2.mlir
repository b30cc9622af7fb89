func.func @all_index(%a: memref<4x4xindex>) {
  linalg.matmul ins(%a, %a : memref<4x4xindex>, memref<4x4xindex>) outs(%a : memref<4x4xindex>)
  return
}
