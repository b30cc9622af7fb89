#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @generic_matmul_softmax(%a: memref<4x4xf32>, %o: memref<4x4xf32>) {
  %dyn = memref.cast %a : memref<4x4xf32> to memref<?x?xf32>
  linalg.matmul ins(%dyn, %a : memref<?x?xf32>, memref<4x4xf32>) outs(%o : memref<4x4xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%dyn : memref<?x?xf32>) outs(%o : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  linalg.softmax dimension(1) ins(%dyn : memref<?x?xf32>) outs(%o : memref<4x4xf32>)
  return
}
