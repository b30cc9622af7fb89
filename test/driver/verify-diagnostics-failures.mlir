// --verify-diagnostics reports unexpected diagnostics, unmatched
// expectations and severity mismatches with mlir-opt's wording, at mlir-opt's
// locations, and fails.
// RUN: not bufopt --split-input-file --verify-diagnostics %s 2>&1 | FileCheck %s
// RUN: not mlir-opt --split-input-file --verify-diagnostics %s 2>&1 | FileCheck %s

func.func @unexpected() {
  return %x
}
// Unexpected diagnostics come first, then unmet expectations in file order.
// CHECK: verify-diagnostics-failures.mlir:8:12: error: unexpected error: {{.*}}
// CHECK: verify-diagnostics-failures.mlir:26:6: error: 'error' diagnostic emitted when expecting a 'warning'
// CHECK: verify-diagnostics-failures.mlir:18:4: error: expected error "never emitted" was not produced
// CHECK: verify-diagnostics-failures.mlir:26:6: error: expected warning "type of return operand 0" was not produced

// -----

// expected-error@+1 {{never emitted}}
func.func @fine() {
  return
}

// -----

func.func @wrong_kind(%a: i32) -> i64 {
  // expected-warning@+1 {{type of return operand 0}}
  return %a : i32
}
