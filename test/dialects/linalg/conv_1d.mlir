// linalg.conv_1d (issue 14, MLIR's test-conv-1d-call integration program):
// O(w) += I(w + kw) * K(kw), no strides or dilations.  Custom and generic
// forms (the body, memoized maps) and bufferization as mlir-opt 22 prints
// them, same CHECKs for both tools; the interpreter computes it
// (test/corpus/int_conv_1d.mlir runs it under mlir-runner too).
// RUN: bufopt %s | FileCheck %s --check-prefix=ROUND
// RUN: mlir-opt %s | FileCheck %s --check-prefix=ROUND
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufopt %s --mlir-print-op-generic | bufopt | FileCheck %s --check-prefix=ROUND
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: bufopt %s --run=main | FileCheck %s --check-prefix=EXEC

// ROUND-LABEL: func.func @f
// ROUND: linalg.conv_1d ins(%arg0, %arg1 : tensor<8xf32>, tensor<3xf32>) outs(%arg2 : tensor<6xf32>) -> tensor<6xf32>
// ROUND-LABEL: func.func @g
// ROUND: linalg.conv_1d ins(%arg0, %arg1 : memref<?xi32>, memref<?xi32>) outs(%arg2 : memref<?xi32>)

// GENERIC-DAG: #[[I:.*]] = affine_map<(d0, d1) -> (d0 + d1)>
// GENERIC-DAG: #[[K:.*]] = affine_map<(d0, d1) -> (d1)>
// GENERIC-DAG: #[[O:.*]] = affine_map<(d0, d1) -> (d0)>
// GENERIC: "linalg.conv_1d"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32):
// GENERIC-NEXT: %[[M:.*]] = "arith.mulf"(%[[A]], %[[B]])
// GENERIC-NEXT: %[[S:.*]] = "arith.addf"(%[[C]], %[[M]])
// GENERIC-NEXT: "linalg.yield"(%[[S]]) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#[[I]], #[[K]], #[[O]]]} : (tensor<8xf32>, tensor<3xf32>, tensor<6xf32>) -> tensor<6xf32>
// GENERIC: "arith.muli"
// GENERIC-NEXT: "arith.addi"

// BUF-LABEL: func.func @f(
// BUF-SAME: %[[I:.*]]: memref<8xf32, strided<[?], offset: ?>>, %[[K:.*]]: memref<3xf32, strided<[?], offset: ?>>, %[[O:.*]]: memref<6xf32, strided<[?], offset: ?>>) -> memref<6xf32, strided<[?], offset: ?>> {
// BUF-NEXT: linalg.conv_1d ins(%[[I]], %[[K]] : memref<8xf32, strided<[?], offset: ?>>, memref<3xf32, strided<[?], offset: ?>>) outs(%[[O]] : memref<6xf32, strided<[?], offset: ?>>)
// BUF-NEXT: return %[[O]]

// EXEC: ( 4, 6, 8 )
func.func @f(%i: tensor<8xf32>, %k: tensor<3xf32>, %o: tensor<6xf32>) -> tensor<6xf32> {
  %r = linalg.conv_1d ins(%i, %k : tensor<8xf32>, tensor<3xf32>) outs(%o : tensor<6xf32>) -> tensor<6xf32>
  return %r : tensor<6xf32>
}
func.func @g(%i: memref<?xi32>, %k: memref<?xi32>, %o: memref<?xi32>) {
  linalg.conv_1d ins(%i, %k : memref<?xi32>, memref<?xi32>) outs(%o : memref<?xi32>)
  return
}
func.func @main() {
  %i = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %k = arith.constant dense<[1, 1]> : tensor<2xi32>
  %z = arith.constant dense<[1, 1, 1]> : tensor<3xi32>
  %c0 = arith.constant 0 : index
  %p = arith.constant 0 : i32
  %r = linalg.conv_1d ins(%i, %k : tensor<4xi32>, tensor<2xi32>) outs(%z : tensor<3xi32>) -> tensor<3xi32>
  %v = vector.transfer_read %r[%c0], %p : tensor<3xi32>, vector<3xi32>
  vector.print %v : vector<3xi32>
  return
}
