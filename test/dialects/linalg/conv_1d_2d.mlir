// linalg.conv_2d (O(h, w) += I(h + kh, w + kw) * K(kh, kw)) and
// linalg.conv_1d_nwc_wcf (O(n, w, f) += I(n, w * s + kw * d, c) *
// K(kw, c, f), strides / dilations of one entry), the ops of MLIR's
// test-conv-2d-call and test-conv-1d-nwc-wcf-call integration programs:
// custom, generic and bufferized forms as mlir-opt 22 prints them (same
// CHECKs for both tools), and a run in the interpreter.
// RUN: bufopt %s | FileCheck %s --check-prefix=ROUND
// RUN: mlir-opt %s | FileCheck %s --check-prefix=ROUND
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufopt %s --mlir-print-op-generic | bufopt | FileCheck %s --check-prefix=ROUND
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: bufopt %s --run=main | FileCheck %s --check-prefix=EXEC

// ROUND-LABEL: func.func @c2(
// ROUND: linalg.conv_2d ins(%arg0, %arg1 : tensor<5x6xf32>, tensor<2x3xf32>) outs(%arg2 : tensor<4x4xf32>) -> tensor<4x4xf32>
// ROUND-LABEL: func.func @c1n(
// ROUND: linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<1x8x2xf32>, tensor<3x2x4xf32>) outs(%arg2 : tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
// ROUND: linalg.conv_1d_nwc_wcf ins(%arg0, %arg1 : memref<?x?x?xi32>, memref<?x?x?xi32>) outs(%arg2 : memref<?x?x?xi32>)

// GENERIC-DAG: #[[C2I:.*]] = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
// GENERIC-DAG: #[[C2K:.*]] = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
// GENERIC-DAG: #[[C2O:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
// GENERIC-DAG: #[[NI:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3, d4)>
// GENERIC-DAG: #[[NK:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
// GENERIC-DAG: #[[NO:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
// GENERIC-DAG: #[[NI1:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>
// GENERIC: "linalg.conv_2d"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: }) {linalg.memoized_indexing_maps = [#[[C2I]], #[[C2K]], #[[C2O]]]}
// GENERIC: "linalg.conv_1d_nwc_wcf"(%{{.*}}, %{{.*}}, %{{.*}}) <{dilations = dense<1> : tensor<1xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<1xi64>}> ({
// GENERIC: }) {linalg.memoized_indexing_maps = [#[[NI]], #[[NK]], #[[NO]]]}
// GENERIC: "linalg.conv_1d_nwc_wcf"
// GENERIC: }) {linalg.memoized_indexing_maps = [#[[NI1]], #[[NK]], #[[NO]]]}

// BUF-LABEL: func.func @c2(
// BUF: linalg.conv_2d ins(%{{.*}}, %{{.*}} : memref<5x6xf32, strided<[?, ?], offset: ?>>, memref<2x3xf32, strided<[?, ?], offset: ?>>) outs(%{{.*}} : memref<4x4xf32, strided<[?, ?], offset: ?>>)
// BUF-LABEL: func.func @c1n(
// BUF: linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%{{.*}}, %{{.*}} : memref<1x8x2xf32, strided<[?, ?, ?], offset: ?>>, memref<3x2x4xf32, strided<[?, ?, ?], offset: ?>>) outs(%{{.*}} : memref<1x3x4xf32, strided<[?, ?, ?], offset: ?>>)

// conv_2d of [[1, 2, 3], [4, 5, 6], [7, 8, 9]] by [[1, 0], [0, 1]] (+ 0):
// EXEC: ( ( 6, 8 ), ( 12, 14 ) )
// conv_1d_nwc_wcf, stride 2, one channel in and out, of [1, 2, 3, 4, 5] by
// [1, 1, 1]: windows 1..3 and 3..5.
// EXEC: ( 6, 12 )

func.func @c2(%i: tensor<5x6xf32>, %k: tensor<2x3xf32>, %o: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.conv_2d ins(%i, %k : tensor<5x6xf32>, tensor<2x3xf32>) outs(%o : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
func.func @c1n(%i: tensor<1x8x2xf32>, %k: tensor<3x2x4xf32>, %o: tensor<1x3x4xf32>) -> tensor<1x3x4xf32> {
  %r = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%i, %k : tensor<1x8x2xf32>, tensor<3x2x4xf32>) outs(%o : tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
  return %r : tensor<1x3x4xf32>
}
func.func @g(%i: memref<?x?x?xi32>, %k: memref<?x?x?xi32>, %o: memref<?x?x?xi32>) {
  linalg.conv_1d_nwc_wcf ins(%i, %k : memref<?x?x?xi32>, memref<?x?x?xi32>) outs(%o : memref<?x?x?xi32>)
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0 : i32
  %i = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %k = arith.constant dense<[[1, 0], [0, 1]]> : tensor<2x2xi32>
  %z = arith.constant dense<0> : tensor<2x2xi32>
  %r = linalg.conv_2d ins(%i, %k : tensor<3x3xi32>, tensor<2x2xi32>) outs(%z : tensor<2x2xi32>) -> tensor<2x2xi32>
  %v = vector.transfer_read %r[%c0, %c0], %p : tensor<2x2xi32>, vector<2x2xi32>
  vector.print %v : vector<2x2xi32>
  %i1 = arith.constant dense<[[[1], [2], [3], [4], [5]]]> : tensor<1x5x1xi32>
  %k1 = arith.constant dense<[[[1]], [[1]], [[1]]]> : tensor<3x1x1xi32>
  %z1 = arith.constant dense<0> : tensor<1x2x1xi32>
  %r1 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%i1, %k1 : tensor<1x5x1xi32>, tensor<3x1x1xi32>) outs(%z1 : tensor<1x2x1xi32>) -> tensor<1x2x1xi32>
  %c = tensor.collapse_shape %r1 [[0, 1, 2]] : tensor<1x2x1xi32> into tensor<2xi32>
  %v1 = vector.transfer_read %c[%c0], %p : tensor<2xi32>, vector<2xi32>
  vector.print %v1 : vector<2xi32>
  return
}
