// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// math.isnan & co check their operand type before resolving the operand:
// the type error is the one reported, not the redefinition of %f's type.

func.func @isnan_int(%f: f32) {
  // expected-error@+1 {{custom op 'math.isnan' 'operand' must be floating-point-like, but got 'i32'}}
  %0 = math.isnan %f : i32
  return
}
