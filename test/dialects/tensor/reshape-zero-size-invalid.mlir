// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics
// The sizes of a reassociation group multiply, a 0 among them included.

func.func @collapse_zero_wrong(%t: tensor<0x5xf32>) -> tensor<5xf32> {
  // expected-error@+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 0}}
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<0x5xf32> into tensor<5xf32>
  return %c : tensor<5xf32>
}

// -----

func.func @expand_zero_wrong(%t: tensor<5xf32>) -> tensor<0x5xf32> {
  // expected-error@+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 0}}
  %c = tensor.expand_shape %t [[0, 1]] output_shape [0, 5] : tensor<5xf32> into tensor<0x5xf32>
  return %c : tensor<0x5xf32>
}

// -----

func.func @expand_count(%t: tensor<5xf32>) -> tensor<1x5xf32> {
  // expected-error@+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (2) but found 1 inputs instead}}
  %c = tensor.expand_shape %t [[0, 1]] output_shape [5] : tensor<5xf32> into tensor<1x5xf32>
  return %c : tensor<1x5xf32>
}

// -----

func.func @memref_expand_count(%m: memref<5xf32>) -> memref<1x5xf32> {
  // expected-error@+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 1 inputs instead}}
  %c = memref.expand_shape %m [[0, 1]] output_shape [5] : memref<5xf32> into memref<1x5xf32>
  return %c : memref<1x5xf32>
}
