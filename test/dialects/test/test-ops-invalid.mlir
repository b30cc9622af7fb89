// RUN: bufopt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @not_memref(%a: memref<2xf32>, %t: tensor<2xf32>) {
  // expected-error @below {{'test.buffer_based' op operand #1 must be ranked or unranked memref of any type values, but got 'tensor<2xf32>'}}
  "test.buffer_based"(%a, %t) : (memref<2xf32>, tensor<2xf32>) -> ()
  return
}

// -----

func.func @copy_arity(%a: memref<2xf32>) {
  // expected-error @below {{'test.copy' op expected 2 operands, but found 1}}
  "test.copy"(%a) : (memref<2xf32>) -> ()
  return
}

// -----

func.func @missing_out(%a: memref<2xf32>) {
  test.buffer_based in(%a: memref<2xf32>)
  // the next token is where the `out` keyword is missing
  // expected-error @below {{custom op 'test.buffer_based' expected 'out'}}
  return
}
