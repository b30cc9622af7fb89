// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// cf.cond_br's branch weights may not all be zero (issue 15: bufopt
// accepted them); cf.switch has no such rule.

func.func @zero(%c: i1) {
  // expected-error@+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^a, ^b
^a:
  return
^b:
  return
}

// -----

func.func @one_zero(%c: i1) {
  cf.cond_br %c weights([0, 3]), ^a, ^b
^a:
  return
^b:
  return
}

// -----

func.func @switch_zero(%c: i32) {
  cf.switch %c : i32, [default: ^a, 1: ^b] {branch_weights = array<i32: 0, 0>}
^a:
  return
^b:
  return
}
