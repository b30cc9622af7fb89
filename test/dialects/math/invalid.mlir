// RUN: bufopt %s --split-input-file --verify-diagnostics

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.exp %a : i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.absi %a : f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.isnan' op result #0 must be bool-like, but got 'f32'}}
  %0 = "math.isnan"(%a) : (f32) -> f32
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error@+1 {{'math.isnan' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isnan"(%a) : (vector<4xf32>) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'math.isinf' 'operand' must be floating-point-like, but got 'i32'}}
  %0 = math.isinf %a : i32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "math.fpowi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @f(%a: f32, %v: vector<4xi32>) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = "math.fpowi"(%a, %v) : (f32, vector<4xi32>) -> f32
  return
}

// -----

func.func @f(%a: f32, %v: i32) {
  // expected-error@+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%a, %v) : (f32, i32) -> f64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%a, %a, %a) : (f32, f32, f32) -> f64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %1 = "math.ipowi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @f(%a: f32, %v: f64) {
  // expected-error@+1 {{'math.clampf' op requires the same type for all operands and results}}
  %0 = "math.clampf"(%a, %v, %a) : (f32, f64, f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%a) : (f32) -> (f32, f64)
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error@+1 {{'math.sqrt' op requires a single operand}}
  %0 = "math.sqrt"(%a, %a) : (f32, f32) -> f32
  return
}
