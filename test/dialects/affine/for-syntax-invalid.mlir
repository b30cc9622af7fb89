// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// affine.for syntax errors in mlir-opt's words (issue 15).

func.func @to() {
  affine.for %i = 1 too 10 { // expected-error {{expected 'to' between bounds}}
  }
  return
}

// -----

func.func @region() {
  affine.for %i = 1 to 10 step 2
}        // expected-error @-1 {{expected '{' to begin a region}}

// -----

func.func @iter_args(%b: memref<8xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  // expected-error@+1 {{mismatch between the number of loop-carried values and results}}
  %r = affine.for %i = 0 to 8 iter_args(%s = %z) -> (f32, f32) {
    affine.yield %s : f32
  }
  return %r : f32
}

// -----

func.func @bound_range() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  affine.for %i = 1 to 9223372036854775810 {
  }
  return
}

// -----

func.func @step_operand(%s: index) {
  affine.for %i = 1 to 5 step %s { // expected-error {{expected attribute value}}
  }
  return
}
