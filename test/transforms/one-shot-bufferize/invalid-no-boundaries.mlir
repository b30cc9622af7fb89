// Without bufferize-function-boundaries the functions keep their tensor
// signatures (no-boundaries-rewrite.mlir); what stays refused is what is
// refused with boundaries too: an op without bufferization hooks, unless
// allow-unknown-ops (mlir-opt: "op was not bufferized").  Calls and returns
// are not unknown ops there: they stay on tensors without an error, as
// upstream.  A module without tensors is left alone.
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics --one-shot-bufferize

func.func @unknown(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{op was not bufferized}}
  %r = "test.op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
func.func @calls_are_fine(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = func.call @ext(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @scalars(%a: f32) -> f32 {
  return %a : f32
}
