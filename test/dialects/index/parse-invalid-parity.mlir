// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// Parser errors of the index ops in mlir-opt 22's words and order.

func.func @float_constant() {
  // expected-error@+1 {{floating point value not valid for specified type}}
  %0 = index.constant 1.5 {x}
  return
}

// -----

func.func @bool_out_of_range() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  %0 = index.bool.constant 2
  return
}
