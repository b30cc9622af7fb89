// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// The attributes func.func's syntax gives may not be repeated in its
// `attributes` dictionary.

// expected-error@+1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @vis() attributes {sym_visibility = "private"} {
  return
}

// -----

// expected-error@+1 {{custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @name() attributes {sym_name = "other"}

// -----

// expected-error@+1 {{custom op 'func.func' 'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @type(%a: i32) attributes {function_type = (i32) -> ()} {
  return
}
