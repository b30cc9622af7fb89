// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// linalg.matmul builds its body while it is parsed, as MLIR's region
// builder does: an operand it cannot cast to the output's element type is a
// warning (at an unknown location, the value kept), and the multiply or add
// of values of different kinds is the parse error.

func.func @index_out(%a: tensor<4x4xf32>, %c: tensor<4x4xindex>) {
  // expected-warning@unknown {{could not cast operand of type 'f32' to 'index'}}
  // expected-error@+1 {{custom op 'linalg.matmul' Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'index' and 'f32'}}
  %0 = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xindex>) -> tensor<4x4xindex>
  return
}

// -----

func.func @vector_elements(%a: tensor<4x4xf32>, %c: tensor<4x4xvector<2xf32>>) {
  // expected-warning@unknown {{could not cast operand of type 'f32' to 'vector<2xf32>'}}
  // expected-error@+1 {{got 'vector<2xf32>' and 'f32'}}
  %0 = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xvector<2xf32>>) -> tensor<4x4xvector<2xf32>>
  return
}

// -----

// Index everywhere: no cast is needed, but index is not an integer type
// for the multiply.
func.func @all_index(%a: memref<4x4xindex>) {
  // expected-error@+1 {{Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'index' and 'index'}}
  linalg.matmul ins(%a, %a : memref<4x4xindex>, memref<4x4xindex>) outs(%a : memref<4x4xindex>)
  return
}
