// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// tensor.reshape's operand and result constraints (ODS order, mlir-opt's
// words): the shape is a 1-D tensor of signless integers or index.

func.func @float_shape(%t: tensor<4x8xf32>, %s: tensor<2xf32>) {
  // expected-error@+1 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<2xf32>'}}
  %0 = tensor.reshape %t(%s) : (tensor<4x8xf32>, tensor<2xf32>) -> tensor<2x16xf32>
  return
}

// -----

func.func @signed_shape(%t: tensor<4x8xf32>, %s: tensor<2xsi32>) {
  // expected-error@+1 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<2xsi32>'}}
  %0 = tensor.reshape %t(%s) : (tensor<4x8xf32>, tensor<2xsi32>) -> tensor<2x16xf32>
  return
}

// -----

func.func @shape_2d(%t: tensor<4x8xf32>, %s: tensor<2x1xi32>) {
  // expected-error@+1 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<2x1xi32>'}}
  %0 = tensor.reshape %t(%s) : (tensor<4x8xf32>, tensor<2x1xi32>) -> tensor<2x16xf32>
  return
}

// -----

func.func @memref_source(%t: memref<4x8xf32>, %s: tensor<2xi32>) {
  // expected-error@+1 {{'tensor.reshape' op operand #0 must be tensor of any type values, but got 'memref<4x8xf32>'}}
  %0 = "tensor.reshape"(%t, %s) : (memref<4x8xf32>, tensor<2xi32>) -> tensor<2x16xf32>
  return
}

// -----

func.func @memref_result(%t: tensor<4x8xf32>, %s: tensor<2xi32>) {
  // expected-error@+1 {{'tensor.reshape' op result #0 must be tensor of any type values, but got 'memref<2x16xf32>'}}
  %0 = "tensor.reshape"(%t, %s) : (tensor<4x8xf32>, tensor<2xi32>) -> memref<2x16xf32>
  return
}

// -----

func.func @from_elements_count(%f: f32) {
  // expected-error@+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = tensor.from_elements %f : tensor<2xf32>
  return
}
