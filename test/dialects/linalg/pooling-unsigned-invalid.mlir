// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// The _unsigned poolings have no float form (issue 15): the body builder
// rejects a float accumulator with mlir-opt 22's message, at the operands.

func.func @nhwc_max_f(%i: tensor<1x3x3x1xf16>, %w: tensor<2x2xf16>, %o: tensor<1x2x2x1xf16>) -> tensor<1x2x2x1xf16> {
  // expected-error@+1 {{unsupported operation: unsigned max not on uint}}
  %0 = linalg.pooling_nhwc_max_unsigned ins(%i, %w : tensor<1x3x3x1xf16>, tensor<2x2xf16>) outs(%o : tensor<1x2x2x1xf16>) -> tensor<1x2x2x1xf16>
  return %0 : tensor<1x2x2x1xf16>
}

// -----

func.func @nwc_min_f(%i: tensor<1x3x1xi8>, %w: tensor<2xi8>, %o: tensor<1x2x1xf32>) -> tensor<1x2x1xf32> {
  // expected-error@+1 {{unsupported operation: unsigned min not on uint}}
  %0 = linalg.pooling_nwc_min_unsigned ins(%i, %w : tensor<1x3x1xi8>, tensor<2xi8>) outs(%o : tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
  return %0 : tensor<1x2x1xf32>
}

// -----

func.func @nwc_max_strides(%i: tensor<1x3x1xi8>, %w: tensor<2xi8>, %o: tensor<1x2x1xi8>) -> tensor<1x2x1xi8> {
  // expected-error@+1 {{attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [1]}}
  %0 = linalg.pooling_nwc_max_unsigned {strides = dense<1> : tensor<2xi64>} ins(%i, %w : tensor<1x3x1xi8>, tensor<2xi8>) outs(%o : tensor<1x2x1xi8>) -> tensor<1x2x1xi8>
  return %0 : tensor<1x2x1xi8>
}

// -----

func.func @nhwc_min_i1(%i: tensor<1x3x3x1xi1>, %w: tensor<2x2xi1>, %o: tensor<1x2x2x1xi1>) -> tensor<1x2x2x1xi1> {
  // expected-error@+1 {{unsupported operation: unsigned min not on uint}}
  %0 = linalg.pooling_nhwc_min_unsigned ins(%i, %w : tensor<1x3x3x1xi1>, tensor<2x2xi1>) outs(%o : tensor<1x2x2x1xi1>) -> tensor<1x2x2x1xi1>
  return %0 : tensor<1x2x2x1xi1>
}
