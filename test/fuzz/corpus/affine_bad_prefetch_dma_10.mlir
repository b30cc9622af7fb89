func.func @dma_generic(%a: memref<4xf32>, %b: tensor<4xf32>, %t: memref<1xi32>, %n: index) {
  "affine.dma_start"(%a, %b, %t, %n) {src_map = affine_map<() -> (0)>, dst_map = affine_map<() -> (0)>, tag_map = affine_map<() -> (0)>} : (memref<4xf32>, tensor<4xf32>, memref<1xi32>, index) -> ()
  return
}
