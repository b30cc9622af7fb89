func.func @filter_size() {
  %f = arith.constant dense<1.0> : tensor<2x3x3x1xf32>
  %d = tensor.cast %f : tensor<2x3x3x1xf32> to tensor<?x3x3x1xf32>
  %o = tensor.empty() : tensor<4x4x1x1xf32>
  %r = linalg.winograd_filter_transform fmr(F_2_3) ins(%d : tensor<?x3x3x1xf32>) outs(%o : tensor<4x4x1x1xf32>) -> tensor<4x4x1x1xf32>
  return
}

func.func @input_short() {
  %x = arith.constant dense<1.0> : tensor<1x5x6x1xf32>
  %d = tensor.cast %x : tensor<1x5x6x1xf32> to tensor<1x?x6x1xf32>
  %o = tensor.empty() : tensor<4x4x2x2x1x1xf32>
  %r = linalg.winograd_input_transform fmr(F_2_3) ins(%d : tensor<1x?x6x1xf32>) outs(%o : tensor<4x4x2x2x1x1xf32>) -> tensor<4x4x2x2x1x1xf32>
  return
}

func.func @output_uninit() {
  %v = arith.constant dense<1.0> : tensor<4x4x1x1x1x1xf32>
  %o = tensor.empty() : tensor<1x2x2x1xf32>
  %r = linalg.winograd_output_transform fmr(F_2_3) ins(%v : tensor<4x4x1x1x1x1xf32>) outs(%o : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return
}

func.func @integers() {
  %f = arith.constant dense<1> : tensor<1x3x3x1xi32>
  %o = tensor.empty() : tensor<4x4x1x1xi32>
  %r = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<1x3x3x1xi32>) outs(%o : tensor<4x4x1x1xi32>) -> tensor<4x4x1x1xi32>
  return
}

func.func @not_reached() {
  %false = arith.constant false
  scf.if %false {
    %f = arith.constant dense<1> : tensor<1x3x3x1xi32>
    %o = tensor.empty() : tensor<4x4x1x1xi32>
    %r = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<1x3x3x1xi32>) outs(%o : tensor<4x4x1x1xi32>) -> tensor<4x4x1x1xi32>
  }
  return
}
