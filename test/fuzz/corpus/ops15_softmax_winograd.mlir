func.func @s(%x: tensor<2x?xf32>, %y: tensor<?x16xf32>, %m: memref<2x3xf64>, %u: tensor<*xf32>, %v: tensor<6x6x?x?x?x?xf32>, %w: tensor<?x?x?x?xf32>) {
  %0 = linalg.softmax {a} dimension(1) ins(%x : tensor<2x?xf32>) outs(%y : tensor<?x16xf32>) -> tensor<?x16xf32>
  linalg.softmax dimension(0) ins(%m : memref<2x3xf64>) outs(%m : memref<2x3xf64>)
  %1 = linalg.softmax dimension(9223372036854775807) ins(%u : tensor<*xf32>) outs(%u : tensor<*xf32>) -> tensor<*xf32>
  %2 = "linalg.winograd_input_transform"(%x, %y) <{fmr = -1 : i32}> : (tensor<2x?xf32>, tensor<?x16xf32>) -> tensor<?x16xf32>
  %3 = linalg.winograd_output_transform fmr(F_2_5) ins(%v : tensor<6x6x?x?x?x?xf32>) outs(%w : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return
}
