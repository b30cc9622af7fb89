// test-tensor-copy-insertion with must-infer-memory-space: a copy of an
// alloc_tensor that has no memory space (and no copy to take one from)
// cannot get one.
// RUN: bufopt %s -test-tensor-copy-insertion=must-infer-memory-space -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -test-tensor-copy-insertion=must-infer-memory-space -split-input-file -verify-diagnostics

func.func @no_space(%f: f32, %i: index) -> (tensor<3x?xf32>, tensor<3x?xf32>) {
  // expected-error @+1 {{could not infer memory space}}
  %a = bufferization.alloc_tensor(%i) : tensor<3x?xf32>
  %w = tensor.insert %f into %a[%i, %i] : tensor<3x?xf32>
  return %a, %w : tensor<3x?xf32>, tensor<3x?xf32>
}

// -----

// With a memory space there is nothing to infer.
func.func @with_space(%f: f32, %i: index) -> (tensor<2xf32>, tensor<2xf32>) {
  %a = bufferization.alloc_tensor() {memory_space = 3 : i64} : tensor<2xf32>
  %w = tensor.insert %f into %a[%i] : tensor<2xf32>
  return %a, %w : tensor<2xf32>, tensor<2xf32>
}
