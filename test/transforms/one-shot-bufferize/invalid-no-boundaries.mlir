// Without bufferize-function-boundaries, functions keep tensor signatures
// and need to_buffer/to_tensor at their edges: not done by this slice yet,
// reported as an error (test-analysis-only works: see
// analysis-no-boundaries.mlir).  A module without tensors is fine.
// RUN: bufopt %s --split-input-file --verify-diagnostics --one-shot-bufferize

// expected-error @below {{'func.func' op is not supported by one-shot-bufferize yet without bufferize-function-boundaries (its signature or body holds tensors)}}
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

// -----

func.func @scalars(%a: f32) -> f32 {
  return %a : f32
}
