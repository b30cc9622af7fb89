func.func @kinds(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>, %c: tensor<16xf32>, %m: memref<4xi32>, %n: memref<4xi32>) -> tensor<8x16xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<8x16xf32>) outs(%b : tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<add>
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>]
      ins(%0, %c : tensor<8x16xf32>, tensor<16xf32>) outs(%b : tensor<8x16xf32>) -> tensor<8x16xf32>
  linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%m, %m : memref<4xi32>, memref<4xi32>) outs(%n : memref<4xi32>)
  return %1 : tensor<8x16xf32>
}
