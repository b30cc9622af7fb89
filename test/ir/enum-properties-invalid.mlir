// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// Inherent enum attributes have a fixed kind: written as properties, the
// wrong kind (or a case out of range) fails the conversion; written in the
// plain attribute dictionary, the op verifier reports the constraint.

func.func @overflow_prop(%a: i32, %b: i32) -> i32 {
  // expected-error @+1 {{invalid properties {overflowFlags = 1 : i32} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 1 : i32}}
  %0 = "arith.addi"(%a, %b) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @overflow_dict(%a: i32, %b: i32) -> i32 {
  // expected-error @+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %b) {overflowFlags = #arith.fastmath<none>} : (i32, i32) -> i32
  return %0 : i32
}

// -----

func.func @fastmath_prop(%x: f32) -> f32 {
  // expected-error @+1 {{Invalid attribute `fastmath` in property conversion: #arith.overflow<nsw>}}
  %0 = "arith.addf"(%x, %x) <{fastmath = #arith.overflow<nsw>}> : (f32, f32) -> f32
  return %0 : f32
}

// -----

func.func @fastmath_math_dict(%x: f32) -> f32 {
  // expected-error @+1 {{'math.sqrt' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = "math.sqrt"(%x) {fastmath = 1 : i32} : (f32) -> f32
  return %0 : f32
}

// -----

func.func @cmpi_kind(%a: i32, %b: i32) -> i1 {
  // expected-error @+1 {{invalid properties {predicate = "eq"} for op arith.cmpi: Invalid attribute `predicate` in property conversion: "eq"}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = "eq"}> : (i32, i32) -> i1
  return %0 : i1
}

// -----

func.func @cmpi_range_prop(%a: i32, %b: i32) -> i1 {
  // expected-error @+1 {{Invalid attribute `predicate` in property conversion: 11 : i64}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = 11 : i64}> : (i32, i32) -> i1
  return %0 : i1
}

// -----

func.func @cmpi_width_dict(%a: i32, %b: i32) -> i1 {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 1 : i32} : (i32, i32) -> i1
  return %0 : i1
}

// -----

func.func @cmpf_range_dict(%x: f32) -> i1 {
  // expected-error @+1 {{allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}}
  %0 = "arith.cmpf"(%x, %x) {predicate = 16 : i64} : (f32, f32) -> i1
  return %0 : i1
}

// -----

func.func @cmpf_last_case(%x: f32) {
  // the last case is valid: only the return below is wrong
  %0 = "arith.cmpf"(%x, %x) <{predicate = 15 : i64}> : (f32, f32) -> i1
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@cmpf_last_case) returns 0}}
  return %0 : i1
}

// -----

func.func @roundingmode_prop(%y: f64) -> f32 {
  // expected-error @+1 {{Invalid attribute `roundingmode` in property conversion: 1 : i64}}
  %0 = "arith.truncf"(%y) <{roundingmode = 1 : i64}> : (f64) -> f32
  return %0 : f32
}

// -----

func.func @roundingmode_dict(%y: f64) -> f32 {
  // expected-error @+1 {{'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode}}
  %0 = "arith.truncf"(%y) {roundingmode = 5 : i32} : (f64) -> f32
  return %0 : f32
}

// -----

func.func @index_pred(%i: index) -> i1 {
  // expected-error @+1 {{'index.cmp' op attribute 'pred' failed to satisfy constraint: index comparison predicate kind}}
  %0 = "index.cmp"(%i, %i) {pred = 1 : i32} : (index, index) -> i1
  return %0 : i1
}

// -----

// operandSegmentSizes of another kind in the plain dictionary is dropped by
// the conversion, so the segments are zero: valid for an op without operands,
// an operand count error otherwise.
func.func @segments_dict(%n: index) {
  %0 = "memref.alloc"() {operandSegmentSizes = dense<0> : vector<2xi32>} : () -> memref<4xf32>
  // expected-error @+1 {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %1 = "memref.alloc"(%n) {operandSegmentSizes = dense<[1, 0]> : vector<2xi32>} : (index) -> memref<?xf32>
  return
}
