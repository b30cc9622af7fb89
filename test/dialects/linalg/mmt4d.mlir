// linalg.mmt4d and linalg.batch_mmt4d (issue 15): custom and generic forms
// and bufferization through the DPS hooks, as mlir-opt 22 prints them; the
// same CHECKs for both tools.  The memoized maps are the upstream loop order
// (m, n, k, m0, n0, k0), batch first for batch_mmt4d.
// RUN: bufopt %s | FileCheck %s --check-prefix=ROUND
// RUN: mlir-opt %s | FileCheck %s --check-prefix=ROUND
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: bufopt %s --mlir-print-op-generic | bufopt | FileCheck %s --check-prefix=ROUND

// ROUND-LABEL: func.func @mmt4d
// ROUND: linalg.mmt4d ins(%arg0, %arg1 : tensor<3x5x2x1xf32>, tensor<4x5x6x1xf32>) outs(%arg2 : tensor<3x4x2x6xf32>) -> tensor<3x4x2x6xf32>
// ROUND-LABEL: func.func @batch_mmt4d
// ROUND: linalg.batch_mmt4d ins(%arg0, %arg1 : tensor<7x3x5x2x1xi8>, tensor<7x4x5x6x1xi8>) outs(%arg2 : tensor<7x3x4x2x6xi32>) -> tensor<7x3x4x2x6xi32>

// GENERIC-DAG: #[[A:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
// GENERIC-DAG: #[[B:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
// GENERIC-DAG: #[[C:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
// GENERIC-DAG: #[[BA:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
// GENERIC-DAG: #[[BB:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
// GENERIC-DAG: #[[BC:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
// GENERIC: "linalg.mmt4d"({{.*}}) <{operandSegmentSizes = array<i32: 2, 1>}>
// GENERIC-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %[[Z:.*]]: f32):
// GENERIC-NEXT: %[[M:.*]] = "arith.mulf"(%[[X]], %[[Y]])
// GENERIC-NEXT: %[[S:.*]] = "arith.addf"(%[[Z]], %[[M]])
// GENERIC-NEXT: "linalg.yield"(%[[S]]) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#[[A]], #[[B]], #[[C]]]}
// GENERIC: "linalg.batch_mmt4d"
// GENERIC-NEXT: ^bb0(%[[X:.*]]: i8, %[[Y:.*]]: i8, %[[Z:.*]]: i32):
// GENERIC-NEXT: %[[XE:.*]] = "arith.extsi"(%[[X]]) : (i8) -> i32
// GENERIC-NEXT: %[[YE:.*]] = "arith.extsi"(%[[Y]]) : (i8) -> i32
// GENERIC-NEXT: %[[M:.*]] = "arith.muli"(%[[XE]], %[[YE]])
// GENERIC-NEXT: %[[S:.*]] = "arith.addi"(%[[Z]], %[[M]])
// GENERIC-NEXT: "linalg.yield"(%[[S]]) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#[[BA]], #[[BB]], #[[BC]]]}

// BUF-LABEL: func.func @mmt4d
// BUF-NEXT: linalg.mmt4d ins(%arg0, %arg1 : memref<3x5x2x1xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<4x5x6x1xf32, strided<[?, ?, ?, ?], offset: ?>>) outs(%arg2 : memref<3x4x2x6xf32, strided<[?, ?, ?, ?], offset: ?>>)
// BUF-NEXT: return %arg2
// BUF-LABEL: func.func @batch_mmt4d
// BUF-NEXT: linalg.batch_mmt4d ins(%arg0, %arg1 : memref<7x3x5x2x1xi8, strided<[?, ?, ?, ?, ?], offset: ?>>, memref<7x4x5x6x1xi8, strided<[?, ?, ?, ?, ?], offset: ?>>) outs(%arg2 : memref<7x3x4x2x6xi32, strided<[?, ?, ?, ?, ?], offset: ?>>)
// BUF-NEXT: return %arg2
func.func @mmt4d(%a: tensor<3x5x2x1xf32>, %b: tensor<4x5x6x1xf32>, %c: tensor<3x4x2x6xf32>) -> tensor<3x4x2x6xf32> {
  %r = linalg.mmt4d ins(%a, %b : tensor<3x5x2x1xf32>, tensor<4x5x6x1xf32>)
                    outs(%c : tensor<3x4x2x6xf32>) -> tensor<3x4x2x6xf32>
  return %r : tensor<3x4x2x6xf32>
}

func.func @batch_mmt4d(%a: tensor<7x3x5x2x1xi8>, %b: tensor<7x4x5x6x1xi8>, %c: tensor<7x3x4x2x6xi32>) -> tensor<7x3x4x2x6xi32> {
  %r = linalg.batch_mmt4d ins(%a, %b : tensor<7x3x5x2x1xi8>, tensor<7x4x5x6x1xi8>)
                          outs(%c : tensor<7x3x4x2x6xi32>) -> tensor<7x3x4x2x6xi32>
  return %r : tensor<7x3x4x2x6xi32>
}
