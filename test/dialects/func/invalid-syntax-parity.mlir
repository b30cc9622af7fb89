// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// func.constant takes a flat symbol reference only; `{}` is no function
// body (a declaration has no braces): mlir-opt 22's messages.

func.func @string_constant() {
  // expected-error@+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %0 = func.constant "" : index
  return
}

// -----

func.func @nested_symbol_constant() {
  // expected-error@+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %0 = func.constant @a::@b : () -> ()
  return
}

// -----

// expected-error@+1 {{custom op 'func.func' expected non-empty function body}}
func.func @empty_braces() {}
