// RUN: bufopt %s --split-input-file | FileCheck %s
// RUN: bufopt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: mlir-opt %s --split-input-file | FileCheck %s
// RUN: mlir-opt %s --split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: bufopt %s --split-input-file --mlir-print-op-generic | bufopt --split-input-file | FileCheck %s

// linalg.pack / linalg.unpack (issue 15): every optional part of the
// custom form (padding_value, outer_dims_perm, dynamic inner tiles, an
// attribute dictionary) and the properties they become; both tools print
// the same text.

// CHECK-LABEL: func.func @pack_all_parts(
// CHECK:   %pack = linalg.pack %arg0 padding_value(%arg2 : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %arg1 : tensor<7x16xf32> -> tensor<8x2x4x2xf32>
// GEN-LABEL: sym_name = "pack_all_parts"
// GEN: "linalg.pack"(%arg0, %arg1, %arg2) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 4, 2>}> : (tensor<7x16xf32>, tensor<8x2x4x2xf32>, f32) -> tensor<8x2x4x2xf32>
func.func @pack_all_parts(%s: tensor<7x16xf32>, %d: tensor<8x2x4x2xf32>, %p: f32) -> tensor<8x2x4x2xf32> {
  %0 = linalg.pack %s padding_value(%p : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1]
      inner_tiles = [4, 2] into %d : tensor<7x16xf32> -> tensor<8x2x4x2xf32>
  return %0 : tensor<8x2x4x2xf32>
}

// -----

// CHECK-LABEL: func.func @pack_dynamic_tile(
// CHECK:   %pack = linalg.pack %arg0 inner_dims_pos = [1] inner_tiles = [%arg2] into %arg1 {foo = 3 : i64} : tensor<?x?xi32> -> tensor<?x?x?xi32>
// CHECK:   %unpack = linalg.unpack %pack inner_dims_pos = [1] inner_tiles = [%arg2] into %arg0 : tensor<?x?x?xi32> -> tensor<?x?xi32>
// GEN: "linalg.pack"(%arg0, %arg1, %arg2) <{inner_dims_pos = array<i64: 1>, operandSegmentSizes = array<i32: 1, 1, 0, 1>, static_inner_tiles = array<i64: -9223372036854775808>}> {foo = 3 : i64}
// GEN: "linalg.unpack"(%0, %arg0, %arg2) <{inner_dims_pos = array<i64: 1>, static_inner_tiles = array<i64: -9223372036854775808>}> : (tensor<?x?x?xi32>, tensor<?x?xi32>, index) -> tensor<?x?xi32>
func.func @pack_dynamic_tile(%s: tensor<?x?xi32>, %d: tensor<?x?x?xi32>, %t: index) -> tensor<?x?xi32> {
  %0 = linalg.pack %s inner_dims_pos = [1] inner_tiles = [%t] into %d {foo = 3} : tensor<?x?xi32> -> tensor<?x?x?xi32>
  %1 = linalg.unpack %0 inner_dims_pos = [1] inner_tiles = [%t] into %s : tensor<?x?x?xi32> -> tensor<?x?xi32>
  return %1 : tensor<?x?xi32>
}

// -----

// An unpack may drop the padding (its destination is smaller than the
// tiles cover); the outer dims permuted, no tile on the first dim.
// CHECK-LABEL: func.func @unpack_truncates(
// CHECK:   %unpack = linalg.unpack %arg0 outer_dims_perm = [1, 0, 2] inner_dims_pos = [2] inner_tiles = [8] into %arg1 : tensor<2x3x2x8xf16> -> tensor<3x2x13xf16>
// GEN: "linalg.unpack"(%arg0, %arg1) <{inner_dims_pos = array<i64: 2>, outer_dims_perm = array<i64: 1, 0, 2>, static_inner_tiles = array<i64: 8>}> : (tensor<2x3x2x8xf16>, tensor<3x2x13xf16>) -> tensor<3x2x13xf16>
func.func @unpack_truncates(%s: tensor<2x3x2x8xf16>, %d: tensor<3x2x13xf16>) -> tensor<3x2x13xf16> {
  %0 = linalg.unpack %s outer_dims_perm = [1, 0, 2] inner_dims_pos = [2] inner_tiles = [8] into %d : tensor<2x3x2x8xf16> -> tensor<3x2x13xf16>
  return %0 : tensor<3x2x13xf16>
}

// -----

// No tiles at all, and the generic form read back.
// CHECK-LABEL: func.func @no_tiles(
// CHECK:   %pack = linalg.pack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [] inner_tiles = [] into %arg1 : tensor<3x5xf32> -> tensor<5x3xf32>
func.func @no_tiles(%s: tensor<3x5xf32>, %d: tensor<5x3xf32>) -> tensor<5x3xf32> {
  %0 = "linalg.pack"(%s, %d) <{inner_dims_pos = array<i64>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64>}> : (tensor<3x5xf32>, tensor<5x3xf32>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}
