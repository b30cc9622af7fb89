// Upstream has no bufferization for tensor.gather or tensor.scatter:
// One-Shot Bufferize refuses them with upstream's diagnostic.
// RUN: bufopt %s --split-input-file --verify-diagnostics --one-shot-bufferize=bufferize-function-boundaries
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --one-shot-bufferize=bufferize-function-boundaries

func.func @gather(%s: tensor<3x3xf32>, %i: tensor<2x1xindex>) -> tensor<2x3xf32> {
  // expected-error@+1 {{op was not bufferized}}
  %0 = tensor.gather %s[%i] gather_dims([0]) unique : (tensor<3x3xf32>, tensor<2x1xindex>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @scatter(%d: tensor<3x3xf32>, %i: tensor<2x1xindex>, %s: tensor<2x3xf32>) -> tensor<3x3xf32> {
  // expected-error@+1 {{op was not bufferized}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<2x3xf32>, tensor<3x3xf32>, tensor<2x1xindex>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
