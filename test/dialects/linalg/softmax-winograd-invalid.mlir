// The verifiers of linalg.softmax and the Winograd transforms, in
// upstream's order: ODS constraints, destination style, the op's checks.
// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @softmax_shape(%x: tensor<4x8xf32>, %y: tensor<4x9xf32>) -> tensor<4x9xf32> {
  // expected-error@+1 {{'linalg.softmax' op incompatible output shape}}
  %0 = linalg.softmax dimension(1) ins(%x : tensor<4x8xf32>) outs(%y : tensor<4x9xf32>) -> tensor<4x9xf32>
  return %0 : tensor<4x9xf32>
}

// -----

// Dynamic sizes are compatible with anything; the dimension is not.
func.func @softmax_dim(%x: tensor<?x8xf32>, %y: tensor<4x?xf32>) -> tensor<4x?xf32> {
  // expected-error@+1 {{'linalg.softmax' op incorrect dimension specified}}
  %0 = linalg.softmax dimension(2) ins(%x : tensor<?x8xf32>) outs(%y : tensor<4x?xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// -----

func.func @softmax_negative_dim(%x: memref<4xf32>, %y: memref<4xf32>) {
  // expected-error@+1 {{'linalg.softmax' op incorrect dimension specified}}
  linalg.softmax dimension(-1) ins(%x : memref<4xf32>) outs(%y : memref<4xf32>)
  return
}

// -----

func.func @softmax_elements(%x: tensor<4xf32>, %y: tensor<4xf64>) {
  // expected-error@+1 {{'linalg.softmax' op failed to verify that input and output have same element type}}
  %0 = linalg.softmax dimension(0) ins(%x : tensor<4xf32>) outs(%y : tensor<4xf64>) -> tensor<4xf64>
  return
}

// -----

// The element types are checked before the results (ODS before DPS).
func.func @softmax_no_result(%x: tensor<4xf32>, %y: tensor<4xf32>) {
  // expected-error@+1 {{'linalg.softmax' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.softmax dimension(0) ins(%x : tensor<4xf32>) outs(%y : tensor<4xf32>)
  return
}

// -----

func.func @softmax_memref_result(%x: memref<4xf32>, %y: memref<4xf32>) {
  // expected-error@+1 {{'linalg.softmax' op expected the number of tensor results (1) to be equal to the number of output tensors (0)}}
  %0 = linalg.softmax dimension(0) ins(%x : memref<4xf32>) outs(%y : memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @softmax_result_type(%x: tensor<4xf32>, %y: tensor<4xf32>) {
  // expected-error@+1 {{'linalg.softmax' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<?xf32>')}}
  %0 = linalg.softmax dimension(0) ins(%x : tensor<4xf32>) outs(%y : tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @softmax_scalar(%x: f32, %y: memref<4xf32>) {
  // expected-error@+1 {{custom op 'linalg.softmax' invalid kind of type specified}}
  linalg.softmax dimension(0) ins(%x : f32) outs(%y : memref<4xf32>)
  return
}

// -----

func.func @softmax_i32_dim(%x: tensor<4xf32>, %y: tensor<4xf32>) {
  // expected-error@+1 {{'linalg.softmax' op attribute 'dimension' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "linalg.softmax"(%x, %y) {dimension = 0 : i32} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @filter_height(%f: tensor<2x2x3x5xf32>, %o: tensor<4x4x5x2xf32>) {
  // expected-error@+1 {{'linalg.winograd_filter_transform' op expect filter height either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x2x3x5xf32>) outs(%o : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  return
}

// -----

// A 1 x 5 filter for F(2, 5): only the width is transformed.
func.func @filter_output(%f: tensor<2x1x5x5xf32>, %o: tensor<6x6x5x2xf32>) {
  // expected-error@+1 {{'linalg.winograd_filter_transform' op the output shape is not expected}}
  %0 = linalg.winograd_filter_transform fmr(F_2_5) ins(%f : tensor<2x1x5x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return
}

// -----

func.func @filter_elements(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf16>) {
  // expected-error@+1 {{'linalg.winograd_filter_transform' op failed to verify that all of {filter, output} have same element type}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf16>) -> tensor<6x6x5x2xf16>
  return
}

// -----

func.func @input_rank(%x: tensor<2x10x10x5xf32>, %o: tensor<6x6x2x2x2xf32>) {
  // expected-error@+1 {{'linalg.winograd_input_transform' op operand #1 must be 6D tensor of any type values, but got 'tensor<6x6x2x2x2xf32>'}}
  %0 = "linalg.winograd_input_transform"(%x, %o) <{fmr = 1 : i32}> : (tensor<2x10x10x5xf32>, tensor<6x6x2x2x2xf32>) -> tensor<6x6x2x2x2xf32>
  return
}

// -----

// (10 - 2) / 4 = 2 tiles of 6 x 6 each way, not 3.
func.func @input_tiles(%x: tensor<2x10x10x5xf32>, %o: tensor<6x6x3x2x2x5xf32>) {
  // expected-error@+1 {{'linalg.winograd_input_transform' op the output shape is not expected}}
  %0 = linalg.winograd_input_transform fmr(F_4_3) ins(%x : tensor<2x10x10x5xf32>) outs(%o : tensor<6x6x3x2x2x5xf32>) -> tensor<6x6x3x2x2x5xf32>
  return
}

// -----

func.func @output_width(%v: tensor<6x4x2x2x2x2xf32>, %o: tensor<2x8x8x2xf32>) {
  // expected-error@+1 {{'linalg.winograd_output_transform' op expect input width equals to input tile size}}
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<6x4x2x2x2x2xf32>) outs(%o : tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32>
  return
}

// -----

func.func @fmr_keyword(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) {
  // expected-error@+1 {{custom op 'linalg.winograd_filter_transform' expected string or keyword containing one of the following enum values for attribute 'fmr' [F_2_3, F_4_3, F_2_5]}}
  %0 = linalg.winograd_filter_transform fmr(F_6_3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return
}

// -----

func.func @fmr_value(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) {
  // expected-error@+1 {{'linalg.winograd_filter_transform' op attribute 'fmr' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1, 2}}
  %0 = "linalg.winograd_filter_transform"(%f, %o) {fmr = 3 : i32} : (tensor<2x3x3x5xf32>, tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return
}

// -----

func.func @filter_memref(%f: memref<2x3x3x5xf32>, %o: memref<6x6x5x2xf32>) {
  // expected-error@+1 {{custom op 'linalg.winograd_filter_transform' invalid kind of type specified: expected builtin.tensor, but found 'memref<2x3x3x5xf32>'}}
  linalg.winograd_filter_transform fmr(F_4_3) ins(%f : memref<2x3x3x5xf32>) outs(%o : memref<6x6x5x2xf32>) -> memref<6x6x5x2xf32>
  return
}
