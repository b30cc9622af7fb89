// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// Types of the wrong kind in the custom forms of the shaped ops: parse
// errors at the type, with the custom-op prefix, as mlir-opt reports them
// (a type class in the format); memref.dim's is a verifier error.

func.func @tensor_dim(%t: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'tensor.dim' invalid kind of type specified}}
  %0 = tensor.dim %t, %i : memref<4xf32>
  return
}

// -----

func.func @tensor_rank(%f: f32) {
  // expected-error@+1 {{custom op 'tensor.rank' invalid kind of type specified}}
  %0 = tensor.rank %f : f32
  return
}

// -----

func.func @memref_rank(%f: f32) {
  // expected-error@+1 {{custom op 'memref.rank' invalid kind of type specified}}
  %0 = memref.rank %f : f32
  return
}

// -----

func.func @memref_dim(%f: f32, %i: index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'f32'}}
  %0 = memref.dim %f, %i : f32
  return
}

// -----

func.func @splat_unranked(%f: f32) {
  // expected-error@+1 {{custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.splat %f : tensor<*xf32>
  return
}

// -----

func.func @extract_memref(%t: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'}}
  %0 = tensor.extract %t[%i] : memref<4xf32>
  return
}

// -----

func.func @load_tensor(%t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = memref.load %t[%i] : tensor<4xf32>
  return
}
