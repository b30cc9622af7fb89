// --verify-diagnostics with --split-input-file: expected errors and notes
// with every designator, on the parser's and the verifier's errors.  mlir-opt
// runs the same file, so the expectations are upstream's.
// RUN: bufopt --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: mlir-opt --split-input-file --verify-diagnostics %s | FileCheck %s

// The failing pieces print nothing; the good one prints its module.
// CHECK:      {{^}}// {{-{5}$}}
// CHECK-NEXT: {{^}}// {{-{5}$}}
// CHECK-NEXT: {{^}}// {{-{5}$}}
// CHECK-NEXT: {{^}}// {{-{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @fine() {
// CHECK:      {{^}}// {{-{5}$}}
// CHECK-NOT:  module

func.func @undefined_value() -> i32 {
  // expected-error@+1 {{use of undeclared SSA value name}}
  return %x : i32
}

// -----

func.func @redefined() {
  %0 = arith.constant 0 : i32
  // expected-note@above {{previously defined here}}
  // expected-error@below {{redefinition of SSA value '%0'}}
  %0 = arith.constant 1 : i32
  return
}

// -----

// expected-error@+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
func.func 42() {
  return
}

// -----

func.func @wrong_result_type(%a: i32) -> i64 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @wrong_result_type}}
  return %a : i32
}

// -----

func.func @fine() {
  return
}

// -----

// expected-error-re@+2 {{'func.return' op has {{[0-9]+}} operands, but enclosing function (@f) returns 0}}
func.func @f(%a: i32) {
  "func.return"(%a) : (i32) -> ()
}
