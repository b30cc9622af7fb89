func.func @pad_of_cast(%a: tensor<2x?xf32>, %v: f32, %h: index) -> (tensor<?x?xf32>, tensor<6x?xf32>) {
  %c = tensor.cast %a : tensor<2x?xf32> to tensor<?x?xf32>
  %0 = tensor.pad %c low[2, 0] high[2, %h] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %c low[1, 0] high[3, %h] {
  ^bb0(%x: index, %y: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<6x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<6x?xf32>
}
