// The default dialect of a bare op name (`call` for `func.call`) comes from
// the innermost enclosing custom op: func.func gives `func`, an op without a
// default dialect (scf.for, memref.alloca_scope) gives none; a generic-form
// op passes its parent's on.
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics
// RUN: not bufopt --allow-unregistered-dialect %s --split-input-file 2>/dev/null | FileCheck %s

func.func private @g()
func.func @in_for(%n: index) {
  scf.for %i = %n to %n step %n {
    // expected-error@+2 {{Dialect `' not found for custom op 'call'  (tried '.call' as well)}}
    // expected-note@+1 {{Available dialects: }}
    call @g() : () -> ()
  }
  return
}

// -----

func.func private @g()
func.func @in_alloca_scope() {
  memref.alloca_scope {
    // expected-error@+2 {{Dialect `' not found for custom op 'call'  (tried '.call' as well)}}
    // expected-note@+1 {{Available dialects: }}
    call @g() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @in_generic_region
// CHECK: "qux.region"() ({
// CHECK-NEXT: func.call @g() : () -> ()
// (Two regions: mlir-opt takes an unknown op with one region for a
// possible symbol table, where @g would not be found.)
func.func private @g()
func.func @in_generic_region() {
  "qux.region"() ({
    call @g() : () -> ()
  }, {
  }) : () -> ()
  return
}

// -----

func.func @unknown_in_func() {
  // expected-error@+1 {{custom op 'frob' is unknown (tried 'func.frob' as well)}}
  frob
  return
}
