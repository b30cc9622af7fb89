func.func @pad_folds(%a: tensor<4x4xf32>, %b: tensor<?x?xf32>, %v: f32, %i: index) -> (tensor<4x4xf32>, tensor<3x5xf32>) {
  %c0 = arith.constant 0 : index
  %0 = tensor.pad %a low[%i, 0] high[0, %i] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f32
  } : tensor<4x4xf32> to tensor<4x4xf32>
  %1 = tensor.pad %b low[0, %c0] high[%c0, 0] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<3x5xf32>
  return %0, %1 : tensor<4x4xf32>, tensor<3x5xf32>
}
