// test.polyfor: exactly one block in its region, no operands.
// RUN: bufopt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @+1 {{region #0 ('region') failed to verify constraint: region with 1 blocks}}
test.polyfor %i {
  "foo.op"() : () -> ()
^bb1:
  "foo.op"() : () -> ()
}

