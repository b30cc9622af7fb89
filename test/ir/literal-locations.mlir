// Where literal errors point: at the number after a minus, at the token
// after the type for a float given an integer type, at the keyword of a type
// whose verifier fails (mlir-opt's columns).
// RUN: not bufopt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not mlir-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: literal-locations.mlir:[[@LINE+1]]:33: error: integer constant out of range for attribute
func.func @f() attributes {a = -129 : i8} {
  return
}

// -----

// CHECK: literal-locations.mlir:[[@LINE+1]]:33: error: negative integer literal not valid for unsigned integer type
func.func @f() attributes {a = -1 : ui8} {
  return
}

// -----

// CHECK: literal-locations.mlir:[[@LINE+1]]:41: error: floating point value not valid for specified type
func.func @f() attributes {a = 1.5 : i32} {
  return
}

// -----

// CHECK: literal-locations.mlir:[[@LINE+1]]:33: error: hexadecimal float literal should not have a leading minus
func.func @f() attributes {a = -0x10 : f32} {
  return
}

// -----

// CHECK: literal-locations.mlir:[[@LINE+1]]:32: error: expected the number of strides to match the rank
func.func @f() attributes {a = memref<2xf32, strided<[1, 1]>>} {
  return
}

// -----

// CHECK: literal-locations.mlir:[[@LINE+1]]:41: error: expected '"' in string literal
func.func @f() attributes {a = "abc\"} {
  return
}
