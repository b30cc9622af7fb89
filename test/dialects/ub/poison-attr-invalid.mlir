// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// ub.poison's optional value is a poison attribute.

func.func @not_poison() {
  // expected-error@+1 {{custom op 'ub.poison' invalid kind of attribute specified}}
  %0 = ub.poison <1 : i32> : index
  return
}

// -----

func.func @unit() {
  // expected-error@+1 {{custom op 'ub.poison' invalid kind of attribute specified}}
  %0 = ub.poison <unit> : i32
  return
}

// -----

func.func @unknown_ub_attr() {
  // expected-error@+1 {{unknown attribute `foo` in dialect `ub`}}
  %0 = ub.poison <#ub.foo> : i32
  return
}
