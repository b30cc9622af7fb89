func.func @softmax(%a: tensor<2x16x32xf32>, %b: tensor<2x16x32xf32>, %c: tensor<?x8xf64>, %d: tensor<4x?xf64>,
                   %m: memref<2x3xf32>, %n: memref<2x3xf32, strided<[?, 1]>>) -> tensor<2x16x32xf32> {
  %0 = linalg.softmax dimension(2) ins(%a : tensor<2x16x32xf32>) outs(%b: tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  %1 = linalg.softmax {foo = 1 : i32} dimension(0) ins(%c : tensor<?x8xf64>) outs(%d : tensor<4x?xf64>) -> tensor<4x?xf64>
  "linalg.softmax"(%m, %n) {dimension = 1 : i64} : (memref<2x3xf32>, memref<2x3xf32, strided<[?, 1]>>) -> ()
  return %a : tensor<2x16x32xf32>
}

func.func @winograd(%f: tensor<2x3x1x5xf32>, %o: tensor<4x1x5x2xf32>, %g: tensor<2x5x5x5xf32>, %p: tensor<6x6x5x2xf32>,
                    %x: tensor<2x10x10x5xf32>, %y: tensor<6x1x2x10x2x5xf32>,
                    %v: tensor<6x6x?x3x2x2xf32>, %w: tensor<2x5x12x2xf32>) {
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x3x1x5xf32>) outs(%o : tensor<4x1x5x2xf32>) -> tensor<4x1x5x2xf32>
  %1 = linalg.winograd_filter_transform {bar} fmr (F_2_5) ins(%g : tensor<2x5x5x5xf32>) outs(%p : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  %2 = linalg.winograd_input_transform fmr(F_4_3) ins(%x : tensor<2x10x10x5xf32>) outs(%y : tensor<6x1x2x10x2x5xf32>) -> tensor<6x1x2x10x2x5xf32>
  %3 = "linalg.winograd_output_transform"(%v, %w) <{fmr = 1 : i32}> : (tensor<6x6x?x3x2x2xf32>, tensor<2x5x12x2xf32>) -> tensor<2x5x12x2xf32>
  return
}
