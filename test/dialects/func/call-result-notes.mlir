// RUN: bufopt %s --verify-diagnostics
// RUN: mlir-opt %s --verify-diagnostics
// A call whose result types differ from the callee's gets mlir-opt's two
// notes listing both (issue 15).

func.func private @pair() -> (i32, f32)

func.func @caller() {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{op result types: 'f32', 'i32'}}
  // expected-note@+1 {{function result types: 'i32', 'f32'}}
  %0:2 = call @pair() : () -> (f32, i32)
  return
}
