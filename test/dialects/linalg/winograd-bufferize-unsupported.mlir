// mlir-opt 22 has no bufferization for the Winograd transforms: One-Shot
// Bufferize refuses them with upstream's diagnostic.
// RUN: bufopt %s --split-input-file --verify-diagnostics --one-shot-bufferize=bufferize-function-boundaries
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --one-shot-bufferize=bufferize-function-boundaries

func.func @filter(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error@+1 {{op was not bufferized}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @output(%v: tensor<6x6x1x1x2x2xf32>, %o: tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32> {
  // expected-error@+1 {{op was not bufferized}}
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<6x6x1x1x2x2xf32>) outs(%o : tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
  return %0 : tensor<2x4x4x2xf32>
}
