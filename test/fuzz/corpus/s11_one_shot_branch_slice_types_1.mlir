func.func @same_layout(%t: tensor<4x8xf32> {bufferization.writable = false}, %c: i1, %v: f32, %w: f32) -> f32 {
  %i0 = arith.constant 0 : index
  %r = scf.if %c -> tensor<2x3xf32> {
    %s = tensor.extract_slice %t[1, 1] [2, 3] [1, 1] : tensor<4x8xf32> to tensor<2x3xf32>
    scf.yield %s : tensor<2x3xf32>
  } else {
    %s = tensor.extract_slice %t[1, 1] [2, 3] [1, 1] : tensor<4x8xf32> to tensor<2x3xf32>
    scf.yield %s : tensor<2x3xf32>
  }
  %x = tensor.extract %r[%i0, %i0] : tensor<2x3xf32>
  return %x : f32
}
