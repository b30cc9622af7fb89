// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// Verifier errors of linalg.mmt4d / batch_mmt4d (issue 15), with mlir-opt
// 22's messages: the shapes are checked against the mmt4d maps.

func.func @mmt4d_inner_tile(%a: tensor<2x3x4x1xf32>, %b: tensor<5x3x6x1xf32>, %c: tensor<2x5x4x7xf32>) -> tensor<2x5x4x7xf32> {
  // expected-error@+1 {{inferred input/output operand #2 has shape's dimension #3 to be 6, but found 7}}
  %0 = linalg.mmt4d ins(%a, %b : tensor<2x3x4x1xf32>, tensor<5x3x6x1xf32>) outs(%c : tensor<2x5x4x7xf32>) -> tensor<2x5x4x7xf32>
  return %0 : tensor<2x5x4x7xf32>
}

// -----

func.func @batch_mmt4d_rank(%a: tensor<8x2x3x4x1xf32>, %b: tensor<8x5x3x6x1xf32>, %c: tensor<2x5x4x6xf32>) -> tensor<2x5x4x6xf32> {
  // expected-error@+1 {{expected operand #2 rank (4) to match the result rank of indexing_map (5)}}
  %0 = linalg.batch_mmt4d ins(%a, %b : tensor<8x2x3x4x1xf32>, tensor<8x5x3x6x1xf32>) outs(%c : tensor<2x5x4x6xf32>) -> tensor<2x5x4x6xf32>
  return %0 : tensor<2x5x4x6xf32>
}
