// An op without bufferization hooks (and without allow-unknown-ops) is
// upstream's error, with upstream's wording.
// RUN: bufopt %s --allow-unregistered-dialect --verify-diagnostics --one-shot-bufferize
// RUN: mlir-opt %s --allow-unregistered-dialect --verify-diagnostics --one-shot-bufferize
// RUN: bufopt %s --allow-unregistered-dialect --verify-diagnostics --one-shot-bufferize="dialect-filter=test,tensor"
// RUN: mlir-opt %s --allow-unregistered-dialect --verify-diagnostics --one-shot-bufferize="dialect-filter=test,tensor"

func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{op was not bufferized}}
  %r = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
