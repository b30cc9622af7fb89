// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// mlir-opt verifies a block's ops before it checks that the block ends with
// a terminator (issue 15): an op's own error is the one reported, even when
// the block has no terminator, as in many upstream invalid tests.

func.func @op_error_first(%a: i32) {
  // expected-error@+1 {{'arith.addf' op operand #0 must be floating-point-like}}
  %r = arith.addf %a, %a : i32
}

// -----

// Nested: the inner op's error, not the missing terminators around it.
func.func @nested(%f: f32) {
  scf.execute_region {
    // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like}}
    %r = arith.addi %f, %f : f32
  }
}

// -----

// With every op fine, the missing terminator is reported.
func.func @no_terminator() {
  %c = arith.constant 0 : i32 // expected-error {{block with no terminator}}
}
