// canonicalize on affine.max / affine.min (their folder): a map whose
// results all have constant dims and symbols folds to the max / min of the
// results, an index constant, with mod, floordiv and ceildiv of negative
// values rounded as affine maps round them (mod non-negative, floordiv
// down, ceildiv up); `()[s0] -> (s0)` folds to its operand.  CHECK lines:
// mlir-opt 22's output, for both tools.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @max_mod(
// CHECK-NEXT: %[[C:.*]] = arith.constant -8 : index
// CHECK-NEXT: return %[[C]] : index
func.func @max_mod() -> index {
  %c0 = arith.constant 0 : index
  %0 = affine.max affine_map<(d0) -> (d0 mod 64 - 8)>(%c0)
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @min_dims_and_symbols(
// CHECK-NEXT: %[[C:.*]] = arith.constant 3 : index
// CHECK-NEXT: return %[[C]] : index
func.func @min_dims_and_symbols() -> index {
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : index
  %0 = affine.min affine_map<(d0)[s0] -> (d0 * 2, s0 floordiv 3, 7)>(%c5)[%c10]
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @negative_rounding(
// CHECK-DAG: %[[A:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[B:.*]] = arith.constant -2 : index
// CHECK-DAG: %[[D:.*]] = arith.constant -1 : index
// CHECK: return %[[A]], %[[B]], %[[D]] : index, index, index
func.func @negative_rounding() -> (index, index, index) {
  %cm5 = arith.constant -5 : index
  %cm7 = arith.constant -7 : index
  // max(-5 ceildiv 4 = -1, -(-5 floordiv 4) = 2)
  %0 = affine.max affine_map<(d0) -> (d0 ceildiv 4, -(d0 floordiv 4))>(%cm5)
  // min(-7 floordiv 4 = -2, -7 mod 3 = 2)
  %1 = affine.min affine_map<(d0) -> (d0 floordiv 4, d0 mod 3)>(%cm7)
  // min(-5 ceildiv 4 = -1, 0)
  %2 = affine.min affine_map<()[s0] -> (s0 ceildiv 4, 0)>()[%cm5]
  return %0, %1, %2 : index, index, index
}

// -----

// CHECK-LABEL: func.func @symbol_identity(
// CHECK-SAME: %[[X:.*]]: index
// CHECK-NEXT: return %[[X]], %[[X]] : index, index
func.func @symbol_identity(%x: index) -> (index, index) {
  %0 = affine.min affine_map<()[s0] -> (s0)>()[%x]
  %1 = affine.max affine_map<()[s0] -> (s0)>()[%x]
  return %0, %1 : index, index
}

// -----

// The size folds to 24, which tensor.generate's pattern then makes static.
// CHECK-LABEL: func.func @generate_size(
// CHECK-NOT: affine.max
// CHECK: tensor.generate
// CHECK: } : tensor<24xi32>
func.func @generate_size() -> tensor<?xi32> {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : index
  %n = affine.max affine_map<(d0) -> (d0 * 8, 16)>(%c3)
  %t = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %c0 : i32
  } : tensor<?xi32>
  return %t : tensor<?xi32>
}
