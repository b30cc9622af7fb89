// RUN: bufopt %s --split-input-file --verify-diagnostics=only-expected
// RUN: mlir-opt %s --split-input-file --verify-diagnostics=only-expected
// RUN: not bufopt %s --split-input-file --verify-diagnostics 2>&1 | FileCheck %s
// RUN: not mlir-opt %s --split-input-file --verify-diagnostics 2>&1 | FileCheck %s
// RUN: not bufopt %s --split-input-file --verify-diagnostics=all 2>&1 | FileCheck %s
// RUN: not mlir-opt %s --split-input-file --verify-diagnostics=all 2>&1 | FileCheck %s
// mlir-opt 22's --verify-diagnostics levels: `all` (the default) fails on a
// diagnostic no expectation matches, notes attached to an expected error
// included; `only-expected` ignores those and checks only that every
// expectation is met.

func.func @c() {
  return
}
// CHECK: [[@LINE-3]]:1: error: unexpected note: see existing symbol definition here
// expected-error@+1 {{redefinition of symbol named 'c'}}
func.func @c() {
  return
}

// -----

// An error nothing expects, next to one expected.
func.func @expected(%x: i32) -> i64 {
  // expected-error@+1 {{type of return operand 0}}
  return %x : i32
}
func.func @unexpected(%x: i32) -> i64 {
  // CHECK: [[@LINE+1]]:3: error: unexpected error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @unexpected
  return %x : i32
}
