// Verifier messages and their order for scf ops, as mlir-opt 22 reports them.
// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// The operand constraint is checked before the (empty) region constraint.
func.func @if_cond_not_i1(%c: i32) {
  // expected-error@+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({}, {}) : (i32) -> ()
  return
}

// -----

func.func @parallel_zero_loops() {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  scf.parallel () = () to () step () {
  }
  return
}

// -----

func.func @parallel_results_without_inits(%n: index) {
  // expected-error@+1 {{custom op 'scf.parallel' number of operands and types do not match: got 0 operands and 1 types}}
  %r = scf.parallel (%i) = (%n) to (%n) step (%n) -> i64 {
    scf.reduce
  }
  return
}

// -----

func.func @parallel_ends_in_constant(%n: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%n, %n, %n) ({
  ^bb0(%i: index):
    // expected-note@+1 {{terminator here}}
    %k = "arith.constant"() {value = 7 : i64} : () -> i64
  }) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (index, index, index) -> ()
  return
}

// -----

func.func @reduce_block_arg_types(%n: index, %x: i64) {
  %z = arith.constant 0 : i64
  %r = scf.parallel (%i) = (%n) to (%n) step (%n) init (%z) -> i64 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'i64' in the 0-th reduction region}}
    scf.reduce(%x : i64) {
    ^bb0(%a: i64, %b: i32):
      scf.reduce.return %a : i64
    }
  }
  return
}

// -----

func.func @reduce_return_type(%n: index, %x: i64) {
  %z = arith.constant 0 : i64
  %r = scf.parallel (%i) = (%n) to (%n) step (%n) init (%z) -> i64 {
    scf.reduce(%x : i64) {
    ^bb0(%a: i64, %b: i64):
      %t = arith.trunci %a : i64 to i16
      // expected-error@+1 {{'scf.reduce.return' op must have type 'i64' (the type of the reduction inputs)}}
      scf.reduce.return %t : i16
    }
  }
  return
}

// -----

func.func @for_more_results_than_iter_args(%n: index, %x: i64) {
  // The parser reports at the op name, on this line.
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r:2 = scf.for %i = %n to %n step %n
      iter_args(%a = %x) -> (i64, i64) {
    scf.yield %a, %a : i64, i64
  }
  return
}

// -----

func.func @while_empty_after_block() {
  %t = arith.constant true
  // expected-error@+1 {{'scf.while' op expects a non-empty block}}
  scf.while : () -> () {
    scf.condition(%t)
  } do {
  ^bb0:
  }
  return
}

// -----

func.func @forall_outs_count(%t: tensor<8xi64>) {
  // The outputs are resolved at the `shared_outs` keyword, on this line.
  // expected-error@+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 2 types}}
  %r:2 = scf.forall (%i) in (8) shared_outs(%o = %t)
      -> (tensor<8xi64>, tensor<8xi64>) {
  }
  return
}

// -----

func.func @forall_insert_into_non_output(%t: tensor<8xi64>, %u: tensor<8xi64>, %s: tensor<1xi64>) {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xi64>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %u[%i] [1] [1] : tensor<1xi64> into tensor<8xi64>
    }
  }
  return
}
