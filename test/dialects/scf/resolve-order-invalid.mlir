// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// scf.for resolves its bounds and iter_args inits after its body, and
// scf.index_switch its argument after its regions (a declarative format's
// parser), as mlir-opt does: an error inside the body is the one reported.

func.func @for_inits(%lb: index, %i: i32) {
  // expected-note@+1 {{prior use here}}
  %0 = scf.for %iv = %lb to %lb step %lb iter_args(%x = %i) -> (i64) {
    // expected-error@+1 {{use of value '%x' expects different type than prior uses: 'i32' vs 'i64'}}
    scf.yield %x : i32
  }
  return
}

// -----

func.func @for_bounds(%lb: i32, %i: i32) {
  // expected-note@+1 {{prior use here}}
  scf.for %iv = %lb to %lb step %lb {
    // expected-error@+1 {{use of value '%iv' expects different type than prior uses: 'i32' vs 'index'}}
    %x = arith.addi %iv, %i : i32
  }
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @switch_arg(%n: i32, %c: index) {
  scf.index_switch %n
  default {
    // expected-error@+1 {{use of value '%c' expects different type than prior uses: 'i64' vs 'index'}}
    %y = arith.addi %c, %c : i64
  }
  return
}
