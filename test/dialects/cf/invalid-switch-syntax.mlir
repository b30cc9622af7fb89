// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// cf.switch syntax errors where mlir-opt 22 reports them: at the token
// found instead of `default` or of a case value.

func.func @missing_default(%flag : i32, %x : i32) {
  cf.switch %flag : i32, [
    // expected-error@+1 {{custom op 'cf.switch' expected 'default'}}
    45: ^bb1(%x : i32)
  ]
^bb1(%a : i32):
  return
}

// -----

func.func @missing_case_value(%flag : i32, %x : i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%x : i32),
    // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
    : ^bb1(%x : i32)
  ]
^bb1(%a : i32):
  return
}

// -----

func.func @string_case_value(%flag : i32, %x : i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%x : i32),
    // expected-error@+1 {{custom op 'cf.switch' expected integer value}}
    "seven": ^bb1(%x : i32)
  ]
^bb1(%a : i32):
  return
}
