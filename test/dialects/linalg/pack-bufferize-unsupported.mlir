// RUN: not bufopt %s --one-shot-bufferize=bufferize-function-boundaries 2>&1 | FileCheck %s

// A pack with a partial tile does not bufferize yet (mlir-opt 22 bufferizes
// no pack at all): a diagnostic at the op, no crash.

// CHECK: error: 'linalg.pack' op is not supported by one-shot-bufferize yet: partial tiles (padding)
func.func @partial(%s: tensor<7x6xf32>, %p: f32) -> tensor<4x2x2x3xf32> {
  %d = tensor.empty() : tensor<4x2x2x3xf32>
  %0 = linalg.pack %s padding_value(%p : f32) inner_dims_pos = [0, 1] inner_tiles = [2, 3] into %d : tensor<7x6xf32> -> tensor<4x2x2x3xf32>
  return %0 : tensor<4x2x2x3xf32>
}
