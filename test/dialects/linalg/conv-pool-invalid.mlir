// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// Parser and verifier errors of the convolutions and poolings (issue 14),
// with mlir-opt 22's messages: both tools run on this file.

func.func @convq_nargs(%i: tensor<1x2x5x5xi8>, %k: tensor<3x2x2x2xi8>, %o: tensor<1x3x4x4xi32>) {
  %0 = linalg.conv_2d_nchw_fchw_q ins(%i, %k : tensor<1x2x5x5xi8>, tensor<3x2x2x2xi8>) outs(%o : tensor<1x3x4x4xi32>) -> tensor<1x3x4x4xi32>
  // The error points at the token after the op, as upstream.
  // expected-error@+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 5 args, got 3}}
  return
}

// -----

func.func @pool_index(%i: tensor<1x5x5x2xindex>, %k: tensor<2x2xindex>, %o: tensor<1x4x4x2xindex>) {
  // expected-error@+1 {{Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'index' and 'index'}}
  %0 = linalg.pooling_nhwc_max ins(%i, %k : tensor<1x5x5x2xindex>, tensor<2x2xindex>) outs(%o : tensor<1x4x4x2xindex>) -> tensor<1x4x4x2xindex>
  return
}

// -----

func.func @pool_rank(%i: tensor<1x5x5xf32>, %k: tensor<2x2xf32>, %o: tensor<1x4x4x2xf32>) {
  // expected-error@+1 {{'linalg.pooling_nhwc_sum' op expected operand #0 rank (3) to match the result rank of indexing_map (4)}}
  %0 = linalg.pooling_nhwc_sum ins(%i, %k : tensor<1x5x5xf32>, tensor<2x2xf32>) outs(%o : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return
}

// -----

func.func @pool_strides(%i: tensor<1x5x5x2xf32>, %k: tensor<2x2xf32>, %o: tensor<1x4x4x2xf32>) {
  // expected-error@+1 {{attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  %0 = linalg.pooling_nhwc_sum {strides = dense<[1]> : tensor<1xi64>} ins(%i, %k : tensor<1x5x5x2xf32>, tensor<2x2xf32>) outs(%o : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return
}

// -----

func.func @conv_dilations(%i: tensor<1x2x5x5xf32>, %k: tensor<3x2x2x2xf32>, %o: tensor<1x3x4x4xf32>) {
  // expected-error@+1 {{attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi32>} ins(%i, %k : tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) outs(%o : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return
}
