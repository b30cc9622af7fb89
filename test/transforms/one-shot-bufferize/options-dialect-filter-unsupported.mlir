// dialect-filter=tensor,bufferization,arith: ops bufopt refuses (never wrong
// code) where mlir-opt 22 does something bufopt does not model yet: region
// ops of a filtered dialect (scf) holding tensors: upstream still
// bufferizes the ops inside, bufopt's analysis does not enter them.
// (tensor.generate / pad / splat without linalg:
// options-dialect-filter-lowered.mlir.)
// RUN: bufopt %s --split-input-file --verify-diagnostics --one-shot-bufferize="dialect-filter=tensor,bufferization,arith"

func.func @loop(%t: tensor<4xf32>, %n: index, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error @below {{'scf.for' op is not supported by one-shot-bufferize yet: its regions hold tensor values (scf/cf region ops come in a later slice)}}
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %b = tensor.insert %v into %a[%k] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
