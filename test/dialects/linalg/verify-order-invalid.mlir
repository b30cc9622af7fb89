// Checks mlir-opt makes before a linalg op's body and shapes: operand-count
// traits, the fill interface and FillOp::verify, and the convolution
// interface on maps given in linalg.memoized_indexing_maps.
// RUN: bufopt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @fill_wider_value(%t: tensor<3xf16>, %v: f32) -> tensor<3xf16> {
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('f32') to match output element type ('f16')}}
  %0 = linalg.fill ins(%v : f32) outs(%t : tensor<3xf16>) -> tensor<3xf16>
  return %0 : tensor<3xf16>
}

// -----

func.func @fill_memref_value(%m: memref<3xf32>, %v: memref<f32>) {
  // expected-error @+1 {{expected op with scalar input}}
  linalg.fill ins(%v : memref<f32>) outs(%m : memref<3xf32>)
  return
}

// -----

func.func @map_without_operands() {
  // expected-error @+1 {{'linalg.map' op expected 1 or more operands, but found 0}}
  "linalg.map"() ({
  ^bb0:
  }) : () -> ()
  return
}

// -----

func.func @transpose_one_operand(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'linalg.transpose' op expected 2 operands, but found 1}}
  "linalg.transpose"(%t) <{permutation = array<i64: 1, 0>}> ({
  ^bb0(%a: f32):
    linalg.yield %a : f32
  }) : (tensor<2x3xf32>) -> ()
  return
}

// -----

func.func @broadcast_without_operands() {
  // expected-error @+1 {{'linalg.broadcast' op expected 2 operands, but found 0}}
  "linalg.broadcast"() <{dimensions = array<i64: 0>}> ({
  ^bb0:
  }) : () -> ()
  return
}

// -----

#in = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 3, d2 + d5, d6)>
#filter = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
func.func @conv_memoized_strided_dim_alone(%i: tensor<1x8x8x2xf32>, %f: tensor<3x3x2x4xf32>, %o: tensor<1x2x6x4xf32>) -> tensor<1x2x6x4xf32> {
  // expected-error @+1 {{unexpected input index map for convolutions}}
  %0 = "linalg.conv_2d_nhwc_hwcf"(%i, %f, %o) ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) {dilations = dense<1> : tensor<2xi64>, linalg.memoized_indexing_maps = [#in, #filter, #out], operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<1x2x6x4xf32>) -> tensor<1x2x6x4xf32>
  return %0 : tensor<1x2x6x4xf32>
}

// -----

#in = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#filter = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#out = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d1, d3)>
func.func @conv_memoized_output_repeats_dim(%i: tensor<1x8x8x2xf32>, %f: tensor<3x3x2x4xf32>, %o: tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32> {
  // expected-error @+1 {{expected output/filter indexing maps to be projected permutations}}
  %0 = "linalg.conv_2d_nhwc_hwcf"(%i, %f, %o) ({
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %c, %m : f32
    linalg.yield %s : f32
  }) {dilations = dense<1> : tensor<2xi64>, linalg.memoized_indexing_maps = [#in, #filter, #out], operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>} : (tensor<1x8x8x2xf32>, tensor<3x3x2x4xf32>, tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  return %0 : tensor<1x6x6x4xf32>
}

// -----

func.func @generic_two_blocks(%m: memref<4xf32>) {
  %f = arith.constant 1.0 : f32
  // expected-error @+1 {{'linalg.generic' op expects region #0 to have 0 or 1 blocks}}
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%m : memref<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %f : f32
  ^bb1:
    linalg.yield %f : f32
  }
  return
}
