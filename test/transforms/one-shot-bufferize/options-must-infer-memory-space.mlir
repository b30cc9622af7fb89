// must-infer-memory-space: a new buffer whose memory space nothing names is
// an error (tensor.empty, alloc_tensor without memory_space, from_elements,
// splat; tensor.generate has its own message); alloc_tensor with a
// memory_space is fine.  Both tools report the same errors.
// RUN: bufopt %s --split-input-file --verify-diagnostics --one-shot-bufferize="bufferize-function-boundaries must-infer-memory-space"
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --one-shot-bufferize="bufferize-function-boundaries must-infer-memory-space"
// The two memory-space options exclude each other:
// RUN: not bufopt %s --one-shot-bufferize="bufferize-function-boundaries must-infer-memory-space use-encoding-for-memory-space" 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries must-infer-memory-space use-encoding-for-memory-space" 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: error: only one of 'must-infer-memory-space' and 'use-encoding-for-memory-space' are allowed in one-shot-bufferize

func.func @empty(%f: f32, %i: index) -> f32 {
  // expected-error @below {{could not infer memory space}}
  // expected-error @below {{failed to bufferize op}}
  %e = tensor.empty() : tensor<4xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %g[%i] : tensor<4xf32>
  return %x : f32
}

// -----

func.func @alloc_tensor(%f: f32, %i: index) -> f32 {
  // expected-error @below {{could not infer memory space}}
  // expected-error @below {{failed to bufferize op}}
  %e = bufferization.alloc_tensor() : tensor<4xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %g[%i] : tensor<4xf32>
  return %x : f32
}

// -----

func.func @generate(%f: f32, %i: index) -> f32 {
  // expected-error @below {{memory space not implemented yet}}
  // expected-error @below {{failed to bufferize op}}
  %g = tensor.generate {
  ^bb0(%k: index):
    tensor.yield %f : f32
  } : tensor<4xf32>
  %x = tensor.extract %g[%i] : tensor<4xf32>
  return %x : f32
}

// -----

func.func @from_elements(%f: f32) -> tensor<2xf32> {
  // expected-error @below {{could not infer memory space}}
  // expected-error @below {{failed to bufferize op}}
  %t = tensor.from_elements %f, %f : tensor<2xf32>
  return %t : tensor<2xf32>
}

// -----

func.func @splat(%f: f32) -> tensor<2xf32> {
  // expected-error @below {{could not infer memory space}}
  // expected-error @below {{failed to bufferize op}}
  %t = tensor.splat %f : tensor<2xf32>
  return %t : tensor<2xf32>
}

// -----

func.func @named_space(%f: f32, %i: index) -> f32 {
  %e = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<4xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %g[%i] : tensor<4xf32>
  return %x : f32
}
