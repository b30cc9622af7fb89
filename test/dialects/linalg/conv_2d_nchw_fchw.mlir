// linalg.conv_2d_nchw_fchw (issue 14): O(n, f, oh, ow) += I(n, c, oh * s + kh * d,
// ow * s + kw * d) * K(f, c, kh, kw).  Custom and generic forms and
// bufferization as mlir-opt 22 prints them, with the same CHECKs for both
// tools; the generic form parses back.  Without strides / dilations the
// properties stay absent and the maps use 1.
// RUN: bufopt %s | FileCheck %s --check-prefix=ROUND
// RUN: mlir-opt %s | FileCheck %s --check-prefix=ROUND
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: bufopt %s --mlir-print-op-generic | bufopt | FileCheck %s --check-prefix=ROUND

// ROUND-LABEL: func.func @f
// ROUND: linalg.conv_2d_nchw_fchw ins(%arg0, %arg1 : tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) outs(%arg2 : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
// ROUND-LABEL: func.func @g
// ROUND: linalg.conv_2d_nchw_fchw {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[1, 3]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x2x5x7xi8>, memref<3x2x2x2xi8>) outs(%arg2 : memref<1x3x3x2xi32>)

// GENERIC-DAG: #[[I:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
// GENERIC-DAG: #[[K:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// GENERIC-DAG: #[[O:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// GENERIC-DAG: #[[I2:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5 * 2, d3 * 3 + d6)>
// GENERIC: "linalg.conv_2d_nchw_fchw"({{.*}}) <{operandSegmentSizes = array<i32: 2, 1>}>
// GENERIC-NEXT: ^bb0(%[[X:.*]]: f32, %[[W:.*]]: f32, %[[ACC:.*]]: f32):
// GENERIC-NEXT: %[[M:.*]] = "arith.mulf"(%[[X]], %[[W]])
// GENERIC-NEXT: %[[A:.*]] = "arith.addf"(%[[ACC]], %[[M]])
// GENERIC-NEXT: "linalg.yield"(%[[A]]) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#[[I]], #[[K]], #[[O]]]}
// GENERIC: "linalg.conv_2d_nchw_fchw"({{.*}}) <{dilations = dense<[2, 1]> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<[1, 3]> : tensor<2xi64>}>
// GENERIC-NEXT: ^bb0(%[[X:.*]]: i8, %[[W:.*]]: i8, %[[ACC:.*]]: i32):
// GENERIC-NEXT: %[[XE:.*]] = "arith.extsi"(%[[X]]) : (i8) -> i32
// GENERIC-NEXT: %[[WE:.*]] = "arith.extsi"(%[[W]]) : (i8) -> i32
// GENERIC-NEXT: %[[M:.*]] = "arith.muli"(%[[XE]], %[[WE]])
// GENERIC-NEXT: "arith.addi"(%[[ACC]], %[[M]])
// GENERIC: }) {linalg.memoized_indexing_maps = [#[[I2]], #[[K]], #[[O]]]}

// BUF-LABEL: func.func @f
// BUF-NEXT: linalg.conv_2d_nchw_fchw ins(%arg0, %arg1 : memref<1x2x5x5xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<3x2x2x2xf32, strided<[?, ?, ?, ?], offset: ?>>) outs(%arg2 : memref<1x3x4x4xf32, strided<[?, ?, ?, ?], offset: ?>>)
// BUF-NEXT: return %arg2
func.func @f(%i: tensor<1x2x5x5xf32>, %k: tensor<3x2x2x2xf32>, %o: tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %r = linalg.conv_2d_nchw_fchw ins(%i, %k : tensor<1x2x5x5xf32>, tensor<3x2x2x2xf32>) outs(%o : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  return %r : tensor<1x3x4x4xf32>
}

func.func @g(%i: memref<1x2x5x7xi8>, %k: memref<3x2x2x2xi8>, %o: memref<1x3x3x2xi32>) {
  linalg.conv_2d_nchw_fchw {dilations = dense<[2, 1]> : tensor<2xi64>, strides = dense<[1, 3]> : tensor<2xi64>}
    ins(%i, %k : memref<1x2x5x7xi8>, memref<3x2x2x2xi8>) outs(%o : memref<1x3x3x2xi32>)
  return
}
