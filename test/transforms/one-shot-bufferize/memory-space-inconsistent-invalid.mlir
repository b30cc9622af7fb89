// Issue 14: region buffers in two memory spaces cannot be joined (a
// memref.cast between spaces is invalid IR, which bufopt built): refused
// with upstream's diagnostics, as mlir-opt 22.
// RUN: bufopt %s --split-input-file --verify-diagnostics '--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops'
// RUN: mlir-opt %s --split-input-file --verify-diagnostics '--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops'

func.func @branches(%c: i1, %m: memref<4xf32, 1>, %i: index) -> f32 {
  %t = bufferization.to_tensor %m restrict : memref<4xf32, 1> to tensor<4xf32>
  // expected-error @+1 {{inconsistent memory space on then/else branches}}
  %r = scf.if %c -> tensor<4xf32> {
    // expected-error @+1 {{failed to bufferize op}}
    scf.yield %t : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    %f = arith.constant 1.0 : f32
    %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  %v = tensor.extract %r[%i] : tensor<4xf32>
  return %v : f32
}

// -----

func.func @cases(%c: index, %m: memref<4xf32, 1>, %i: index) -> f32 {
  %t = bufferization.to_tensor %m restrict : memref<4xf32, 1> to tensor<4xf32>
  // expected-error @+1 {{inconsistent memory space on switch cases}}
  %r = scf.index_switch %c -> tensor<4xf32>
  case 0 {
    scf.yield %t : tensor<4xf32>
  }
  default {
    %e = tensor.empty() : tensor<4xf32>
    %f = arith.constant 1.0 : f32
    %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    // expected-error @+1 {{failed to bufferize op}}
    scf.yield %g : tensor<4xf32>
  }
  %v = tensor.extract %r[%i] : tensor<4xf32>
  return %v : f32
}

// -----

func.func @loop(%m: memref<4xf32, 1>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = bufferization.to_tensor %m restrict writable : memref<4xf32, 1> to tensor<4xf32>
  // expected-error @+1 {{'scf.for' op init_arg and yielded value bufferize to inconsistent memory spaces}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %f = arith.constant 1.0 : f32
    %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    // expected-error @+1 {{failed to bufferize op}}
    scf.yield %g : tensor<4xf32>
  }
  %v = tensor.extract %r[%c0] : tensor<4xf32>
  return %v : f32
}

// -----

func.func @while(%m: memref<4xf32, 1>, %n: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %t = bufferization.to_tensor %m restrict writable : memref<4xf32, 1> to tensor<4xf32>
  // expected-error @+1 {{'scf.while' op init_arg and yielded value bufferize to inconsistent memory spaces}}
  %r = scf.while (%a = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    // expected-error @+1 {{failed to bufferize op}}
    %v = tensor.extract %a[%c0] : tensor<4xf32>
    %c = arith.cmpf olt, %v, %n : f32
    scf.condition(%c) %a : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    %e = tensor.empty() : tensor<4xf32>
    %f = arith.constant 1.0 : f32
    %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  %v = tensor.extract %r[%c0] : tensor<4xf32>
  return %v : f32
}
