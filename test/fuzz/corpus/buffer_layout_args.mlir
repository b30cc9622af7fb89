func.func @g(%a: tensor<4xf32> {bufferization.buffer_layout = strided<[?], offset: ?>},
             %b: tensor<2x2xf32> {bufferization.buffer_layout = affine_map<(d0, d1) -> (d1, d0)>},
             %c: tensor<4xf32> {bufferization.access = "read", bufferization.writable = false}) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %a[%c0] : tensor<4xf32>
  return %x : f32
}
func.func private @d(tensor<4xf32> {bufferization.buffer_layout = strided<[1], offset: ?>})
