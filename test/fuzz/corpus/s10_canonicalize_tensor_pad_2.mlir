func.func @pad_static_amounts(%a: tensor<2x?xf32>, %v: f32) -> tensor<?x?xf32> {
  %c3 = arith.constant 3 : index
  %0 = tensor.pad %a low[%c3, 1] high[1, %c3] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f32
  } : tensor<2x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
