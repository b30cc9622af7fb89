// The verifier of tensor.gather / tensor.scatter, in upstream's order.
// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @no_dims(%s: tensor<3x3xf32>, %i: tensor<2x1xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims must be non-empty}}
  %0 = tensor.gather %s[%i] gather_dims([]) : (tensor<3x3xf32>, tensor<2x1xindex>) -> tensor<2x3xf32>
  return
}

// -----

func.func @too_many_dims(%s: tensor<3xf32>, %i: tensor<2x2xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims overflow source rank}}
  %0 = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<3xf32>, tensor<2x2xindex>) -> tensor<2xf32>
  return
}

// -----

// A dynamic last dimension of the indices never matches.
func.func @dynamic_coordinates(%s: tensor<3x3xf32>, %i: tensor<2x?xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<3x3xf32>, tensor<2x?xindex>) -> tensor<2x3xf32>
  return
}

// -----

// The op's own checks come before the missing terminator of the block.
func.func @unterminated(%s: tensor<3x3xf32>, %i: tensor<2x1xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims value must be non-negative}}
  %0 = tensor.gather %s[%i] gather_dims([-2]) : (tensor<3x3xf32>, tensor<2x1xindex>) -> tensor<2x3xf32>
}

// -----

func.func @dim_out_of_range(%d: tensor<3x3xf32>, %i: tensor<2x1xindex>, %s: tensor<2x3xf32>) {
  // expected-error@+1 {{'tensor.scatter' op scatter_dims value must be smaller than dest rank}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([2]) unique : (tensor<2x3xf32>, tensor<3x3xf32>, tensor<2x1xindex>) -> tensor<3x3xf32>
  return
}

// -----

func.func @not_increasing(%d: tensor<3x3xf32>, %i: tensor<2x2xindex>, %s: tensor<2xf32>) {
  // expected-error@+1 {{'tensor.scatter' op scatter_dims values must be strictly increasing}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1, 1]) unique : (tensor<2xf32>, tensor<3x3xf32>, tensor<2x2xindex>) -> tensor<3x3xf32>
  return
}

// -----

// The dims are checked before `unique`.
func.func @no_unique(%d: tensor<3x3xf32>, %i: tensor<2x1xindex>, %s: tensor<2x3xf32>) {
  // expected-error@+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) : (tensor<2x3xf32>, tensor<3x3xf32>, tensor<2x1xindex>) -> tensor<3x3xf32>
  return
}

// -----

// The element type is part of the inferred type.
func.func @element_type(%s: tensor<3x3xf32>, %i: tensor<2x1xindex>) {
  // expected-error@+1 {{'tensor.gather' op result type mismatch: expected 'tensor<2x1x3xf32>' or its rank-reduced variant 'tensor<2x3xf32>' (got: 'tensor<2x3xf16>')}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<3x3xf32>, tensor<2x1xindex>) -> tensor<2x3xf16>
  return
}

// -----

func.func @scatter_source(%d: tensor<3x3xf32>, %i: tensor<2x1xindex>, %s: tensor<2x1xf32>) {
  // expected-error@+1 {{'tensor.scatter' op source type mismatch: expected 'tensor<2x3x1xf32>' or its rank-reduced variant 'tensor<2x3xf32>' (got: 'tensor<2x1xf32>')}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1]) unique : (tensor<2x1xf32>, tensor<3x3xf32>, tensor<2x1xindex>) -> tensor<3x3xf32>
  return
}

// -----

func.func @float_indices(%s: tensor<3x3xf32>, %i: tensor<2x1xf32>) {
  // expected-error@+1 {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<2x1xf32>'}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<3x3xf32>, tensor<2x1xf32>) -> tensor<2x3xf32>
  return
}

// -----

func.func @unranked(%s: tensor<*xf32>, %i: tensor<2x1xindex>) {
  // expected-error@+1 {{'tensor.gather' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<*xf32>, tensor<2x1xindex>) -> tensor<2x3xf32>
  return
}

// -----

func.func @generic_no_dims(%s: tensor<3x3xf32>, %i: tensor<2x1xindex>) {
  // expected-error@+1 {{'tensor.gather' op requires attribute 'gather_dims'}}
  %0 = "tensor.gather"(%s, %i) : (tensor<3x3xf32>, tensor<2x1xindex>) -> tensor<2x3xf32>
  return
}

// -----

func.func @generic_i32_dims(%s: tensor<3x3xf32>, %i: tensor<2x1xindex>) {
  // expected-error@+1 {{'tensor.gather' op attribute 'gather_dims' failed to satisfy constraint: i64 dense array attribute}}
  %0 = "tensor.gather"(%s, %i) {gather_dims = array<i32: 0>} : (tensor<3x3xf32>, tensor<2x1xindex>) -> tensor<2x3xf32>
  return
}

// -----

func.func @too_many_types(%s: tensor<3x3xf32>, %i: tensor<2x1xindex>) {
  // expected-error@+1 {{number of operands and types do not match: got 2 operands and 3 types}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<3x3xf32>, tensor<2x1xindex>, index) -> tensor<2x3xf32>
  return
}

