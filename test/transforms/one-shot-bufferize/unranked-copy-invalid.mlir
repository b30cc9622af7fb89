// Issue 14: an unranked tensor put out of place would need a copy, and a
// buffer of unknown rank cannot be allocated (bufopt built
// `memref.alloc() : memref<*xf32>`, invalid IR).  Refused with upstream's
// diagnostics: the analysis' when it decides the copy, the copy's with
// copy-before-write (no analysis).  Same diagnostics as mlir-opt 22.
// RUN: bufopt %s --split-input-file --verify-diagnostics '--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops'
// RUN: mlir-opt %s --split-input-file --verify-diagnostics '--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops'

// The callee writes its argument; the caller reads it afterwards.
func.func @callee(%t: tensor<*xf32>) -> tensor<*xf32> {
  %c0 = arith.constant 0 : index
  %f = arith.constant 5.0 : f32
  %r = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
  %w = tensor.insert %f into %r[%c0] : tensor<4xf32>
  %u = tensor.cast %w : tensor<4xf32> to tensor<*xf32>
  return %u : tensor<*xf32>
}
func.func @caller(%x: tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>) {
  // expected-error @+1 {{'func.call' op not bufferizable under the given constraints: cannot avoid RaW conflict}}
  %y = func.call @callee(%x) : (tensor<*xf32>) -> tensor<*xf32>
  return %x, %y : tensor<*xf32>, tensor<*xf32>
}

