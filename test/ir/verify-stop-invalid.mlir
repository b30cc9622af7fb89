// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// mlir-opt 22's verifier stops at the first failure inside one
// isolated-from-above op (a function), but verifies every isolated op of a
// region on its own: each broken function reports one error, and only one.
// Dominance is checked after the structure, only when the structure holds.

// Two bad ops and a bad return in one function: the first op's error only.
func.func @first_only(%x: i32) -> i64 {
  // expected-error@+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %x : i32 to i16
  %1 = arith.extsi %x : i32 to i8
  return %x : i32
}

// -----

// Every function is verified: one error from each.
func.func @a(%x: i32) -> i64 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @a}}
  return %x : i32
}
func.func @b(%x: i32) -> i64 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @b}}
  return %x : i32
}
func.func @c(%x: i32) -> i32 {
  // expected-error@+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extsi %x : i32 to i16
  return %x : i32
}

// -----

// A use before its definition is not reported when an op of the same
// function fails its own verifier: dominance waits for a sound structure.
func.func @structure_first(%x: i32) -> i32 {
  %0 = arith.addi %1, %x : i32
  %1 = arith.addi %x, %x : i32
  // expected-error@+1 {{'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %2 = arith.extsi %x : i32 to i16
  return %0 : i32
}

// -----

// The result of a failing op is not checked again at its use.
func.func @op_then_return(%t: tensor<4xf32>, %i: tensor<4xf64>) -> (tensor<4xf32>, tensor<4xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xf64>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xf64>
  return %t, %0 : tensor<4xf32>, tensor<4xf64>
}

// -----

// A function's own error comes before the module's symbol table check.
func.func @dup(%x: i32) -> i64 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @dup}}
  return %x : i32
}
func.func @dup() {
  return
}

// -----

// A terminator that is not last, in the wrong parent: its parent constraint
// is reported first (ODS lists it before the Terminator trait).
func.func @reduce_not_last() {
  // expected-error@+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce
  return
}
