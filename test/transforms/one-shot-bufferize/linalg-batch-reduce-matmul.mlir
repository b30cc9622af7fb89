// linalg.batch_reduce_matmul (issue 14): parsed, verified, printed in both
// forms and bufferized as mlir-opt 22 does (same CHECKs for both tools).
// RUN: bufopt %s | FileCheck %s --check-prefix=ROUND
// RUN: mlir-opt %s | FileCheck %s --check-prefix=ROUND
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF

// ROUND-LABEL: func.func @brm
// ROUND: linalg.batch_reduce_matmul ins(%arg0, %arg1 : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%arg2 : tensor<3x5xf32>) -> tensor<3x5xf32>
// GENERIC-DAG: #[[A:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// GENERIC-DAG: #[[B:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// GENERIC-DAG: #[[C:.*]] = affine_map<(d0, d1, d2, d3) -> (d1, d2)>
// GENERIC: "linalg.batch_reduce_matmul"(%arg0, %arg1, %arg2) <{indexing_maps = [#[[A]], #[[B]], #[[C]]], operandSegmentSizes = array<i32: 2, 1>}>
// GENERIC: arith.mulf
// GENERIC: arith.addf
// BUF-LABEL: func.func @brm
// BUF-NEXT: linalg.batch_reduce_matmul ins(%arg0, %arg1 : memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>, memref<2x4x5xf32, strided<[?, ?, ?], offset: ?>>) outs(%arg2 : memref<3x5xf32, strided<[?, ?], offset: ?>>)
// BUF-NEXT: return %arg2
func.func @brm(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%c : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}
