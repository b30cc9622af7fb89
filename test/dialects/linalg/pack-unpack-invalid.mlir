// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// The verifier of linalg.pack / linalg.unpack (issue 15), in mlir-opt 22's
// words and order: both tools run on this file.

func.func @zero_tile(%s: tensor<6x6xf32>, %d: tensor<2x1x3x0xf32>) -> tensor<2x1x3x0xf32> {
  // expected-error@+1 {{invalid zero tile factor}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [3, 0] into %d : tensor<6x6xf32> -> tensor<2x1x3x0xf32>
  return %0 : tensor<2x1x3x0xf32>
}

// -----

func.func @repeated_pos(%s: tensor<6x6xf32>, %d: tensor<2x3x3x2xf32>) -> tensor<2x3x3x2xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.pack %s inner_dims_pos = [1, 1] inner_tiles = [3, 2] into %d : tensor<6x6xf32> -> tensor<2x3x3x2xf32>
  return %0 : tensor<2x3x3x2xf32>
}

// -----

func.func @pos_out_of_range(%s: tensor<6x6xf32>, %d: tensor<2x3x3xf32>) -> tensor<6x6xf32> {
  // expected-error@+1 {{invalid inner_dims_pos vector}}
  %0 = linalg.unpack %d inner_dims_pos = [2] inner_tiles = [3] into %s : tensor<2x3x3xf32> -> tensor<6x6xf32>
  return %0 : tensor<6x6xf32>
}

// -----

func.func @short_perm(%s: tensor<6x6xf32>, %d: tensor<2x6x3xf32>) -> tensor<2x6x3xf32> {
  // expected-error@+1 {{outer_dims_perm must be a permutation or empty}}
  %0 = linalg.pack %s outer_dims_perm = [1] inner_dims_pos = [0] inner_tiles = [3] into %d : tensor<6x6xf32> -> tensor<2x6x3xf32>
  return %0 : tensor<2x6x3xf32>
}

// -----

func.func @bad_perm(%s: tensor<6x6xf32>, %d: tensor<2x6x3xf32>) -> tensor<2x6x3xf32> {
  // expected-error@+1 {{invalid outer_dims_perm vector}}
  %0 = linalg.pack %s outer_dims_perm = [0, 2] inner_dims_pos = [0] inner_tiles = [3] into %d : tensor<6x6xf32> -> tensor<2x6x3xf32>
  return %0 : tensor<2x6x3xf32>
}

// -----

func.func @tiles_vs_pos(%s: tensor<6x6xf32>, %d: tensor<2x6x3xf32>) -> tensor<2x6x3xf32> {
  // expected-error@+1 {{tiling factors must equal the number of dimensions to tile}}
  %0 = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [3] into %d : tensor<6x6xf32> -> tensor<2x6x3xf32>
  return %0 : tensor<2x6x3xf32>
}

// -----

func.func @too_many_tiles(%s: tensor<6xf32>, %d: tensor<2x3x1xf32>) -> tensor<2x3x1xf32> {
  // expected-error@+1 {{tiling factors must be less than or equal to the input rank for pack or output rank for unpack}}
  %0 = "linalg.pack"(%s, %d) <{inner_dims_pos = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 3, 1>}> : (tensor<6xf32>, tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  return %0 : tensor<2x3x1xf32>
}

// -----

func.func @packed_rank(%s: tensor<6x6xf32>, %d: tensor<2x6xf32>) -> tensor<2x6xf32> {
  // expected-error@+1 {{packed rank != (unpacked rank + num tiling factors), got 2 != 3}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [3] into %d : tensor<6x6xf32> -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// -----

func.func @outer_size(%s: tensor<6x6xf32>, %d: tensor<3x6x3xf32>) -> tensor<3x6x3xf32> {
  // expected-error@+1 {{expected 'tensor<2x6x3xf32>' for the packed domain value, got 'tensor<3x6x3xf32>'}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [3] into %d : tensor<6x6xf32> -> tensor<3x6x3xf32>
  return %0 : tensor<3x6x3xf32>
}

// -----

func.func @unpack_outer_order(%s: tensor<6x2x3xf32>, %d: tensor<6x6xf32>) -> tensor<6x6xf32> {
  // expected-error@+1 {{expected 'tensor<2x6x3xf32>' for the packed domain value, got 'tensor<6x2x3xf32>'}}
  %0 = linalg.unpack %s inner_dims_pos = [0] inner_tiles = [3] into %d : tensor<6x2x3xf32> -> tensor<6x6xf32>
  return %0 : tensor<6x6xf32>
}

// -----

func.func @tile_size(%s: tensor<6x6xf32>, %d: tensor<2x6x?xf32>) -> tensor<2x6x?xf32> {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [3] into %d : tensor<6x6xf32> -> tensor<2x6x?xf32>
  return %0 : tensor<2x6x?xf32>
}

// -----

func.func @dynamic_tile_static_dim(%s: tensor<6x6xf32>, %d: tensor<?x6x3xf32>, %t: index) -> tensor<?x6x3xf32> {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [%t] into %d : tensor<6x6xf32> -> tensor<?x6x3xf32>
  return %0 : tensor<?x6x3xf32>
}

// -----

func.func @padding_type(%s: tensor<7x6xf32>, %d: tensor<3x6x3xf32>, %p: f16) -> tensor<3x6x3xf32> {
  // expected-error@+1 {{'linalg.pack' op expected padding_value has 'f32' but got: 'f16'}}
  %0 = linalg.pack %s padding_value(%p : f16) inner_dims_pos = [0] inner_tiles = [3] into %d : tensor<7x6xf32> -> tensor<3x6x3xf32>
  return %0 : tensor<3x6x3xf32>
}

// -----

func.func @partial_tile(%s: tensor<7x6xf32>, %d: tensor<3x6x3xf32>) -> tensor<3x6x3xf32> {
  // expected-error@+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [3] into %d : tensor<7x6xf32> -> tensor<3x6x3xf32>
  return %0 : tensor<3x6x3xf32>
}

// -----

func.func @result_type(%s: tensor<6x6xf32>, %d: tensor<2x6x3xf32>) {
  // expected-error@+1 {{'linalg.pack' op failed to verify that result type matches type of dest}}
  %0 = "linalg.pack"(%s, %d) <{inner_dims_pos = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 3>}> : (tensor<6x6xf32>, tensor<2x6x3xf32>) -> tensor<2x6x4xf32>
  return
}

// -----

func.func @memref_operand(%s: memref<6x6xf32>, %d: memref<2x6x3xf32>) {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.tensor, but found 'memref<6x6xf32>'}}
  linalg.pack %s inner_dims_pos = [0] inner_tiles = [3] into %d : memref<6x6xf32> -> memref<2x6x3xf32>
  return
}

// -----

// A dynamic tile that is a constant counts as static (getConstantIntValue).
func.func @constant_tile(%s: tensor<7xf32>, %d: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c4 = arith.constant 4 : index
  // expected-error@+1 {{'linalg.pack' op invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set}}
  %0 = linalg.pack %s inner_dims_pos = [0] inner_tiles = [%c4] into %d : tensor<7xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Both the tile sizes and the outer sizes are wrong: the tiles are
// reported first.
func.func @tiles_before_shape(%s: tensor<3x4x2x2xf32>, %d: tensor<6x8xf32>) -> tensor<6x8xf32> {
  // expected-error@+1 {{mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type}}
  %0 = linalg.unpack %s inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %d : tensor<3x4x2x2xf32> -> tensor<6x8xf32>
  return %0 : tensor<6x8xf32>
}
