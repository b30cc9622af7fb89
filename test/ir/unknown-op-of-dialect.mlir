// RUN: bufopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// A generic-form op named into a dialect bufopt registers, but which that
// dialect does not have, is an error even with --allow-unregistered-dialect
// (issue 15: bufopt accepted it as an unknown op); ops of unknown dialects
// are fine.

func.func @bogus() {
  // expected-error@+1 {{unregistered operation 'arith.bogus' found in dialect ('arith') that does not allow unknown operations}}
  "arith.bogus"() : () -> ()
  return
}

// -----

func.func @unknown_dialect() {
  "mydialect.anything"() : () -> ()
  return
}
