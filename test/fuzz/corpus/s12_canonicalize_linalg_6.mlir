#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @identity_generics(%t: tensor<2x?xf32>, %u: tensor<2x3xf32>, %m: memref<5x5xi32>)
    -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %r:2 = linalg.generic {indexing_maps = [#id2, #id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%t, %u : tensor<2x?xf32>, tensor<2x3xf32>) outs(%u, %u : tensor<2x3xf32>, tensor<2x3xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %d: f32):
    linalg.yield %a, %b : f32, f32
  } -> (tensor<2x3xf32>, tensor<2x3xf32>)
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%m : memref<5x5xi32>) outs(%m : memref<5x5xi32>) {
  ^bb0(%a: i32, %b: i32):
    linalg.yield %a : i32
  }
  return %r#0, %r#1 : tensor<2x3xf32>, tensor<2x3xf32>
}
