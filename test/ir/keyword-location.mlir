// A missing keyword of a custom op (OpAsmParser::parseKeyword) is reported
// at the token found, in the op's words; a missing `offset` in a strided
// layout (emitWrongTokenError) just after the comma.
// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @for_to(%n: index) {
  // expected-error@+1 {{custom op 'scf.for' expected 'to'}}
  scf.for %i = %n too %n step %n {
  }
  return
}

// -----

func.func @for_step_next_line(%n: index) {
  scf.for %i = %n to %n
    // expected-error@+1 {{custom op 'scf.for' expected 'step'}}
    stride %n {
  }
  return
}

// -----

// expected-error@+1 {{expected 'offset' after comma}}
func.func private @strided(memref<4xf32, strided<[1], ofset: 0>>)
