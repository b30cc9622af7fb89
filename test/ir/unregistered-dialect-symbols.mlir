// Without --allow-unregistered-dialect, a type or attribute of a dialect
// that neither bufopt nor mlir-opt 22 registers is an error, reported where
// and as mlir-opt reports it; the namespaces mlir-opt registers (llvm, gpu,
// ...) stay accepted, kept opaque where bufopt does not know them.
// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file | FileCheck %s

// The pretty form is reported at its body (after the dot).
// expected-error@+1 {{`!"qux"<"widget">` type created with unregistered dialect}}
func.func private @pretty_type(!qux.widget)
// CHECK: func.func private @pretty_type(!qux.widget)

// -----

// The angle form is reported at the `!`.
// expected-error@+1 {{`!"qux"<""x"">` type created with unregistered dialect}}
func.func private @angle_type(!qux<"x">)
// CHECK: func.func private @angle_type(!qux<"x">)

// -----

// expected-error@+1 {{#"qux"<"knob"> : 'none' attribute created with unregistered dialect}}
func.func private @attr() attributes {k = #qux.knob}
// CHECK: func.func private @attr() attributes {k = #qux.knob}

// -----

// Namespaces mlir-opt registers are accepted without the flag.
func.func private @known(!llvm.ptr) attributes {m = [#gpu.thread<x>]}
// CHECK: func.func private @known(!llvm.ptr) attributes {m = [#gpu.thread<x>]}
