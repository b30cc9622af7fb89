func.func @dot_and_transposed(%x: memref<8xf32>, %y: memref<8xf32>, %s: memref<f32>,
                              %a: memref<4x3xi8>, %b: memref<4x5xi8>, %c: memref<3x5xi32>) {
  linalg.contract indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>]
      ins(%x, %y : memref<8xf32>, memref<8xf32>) outs(%s : memref<f32>)
  linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : memref<4x3xi8>, memref<4x5xi8>) outs(%c : memref<3x5xi32>)
  return
}
