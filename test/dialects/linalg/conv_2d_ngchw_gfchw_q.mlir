// linalg.conv_2d_ngchw_gfchw_q (issue 15): the grouped convolution with zero
// points, from linalg_conv.c's table; custom and generic forms and
// bufferization as mlir-opt 22 prints them, same CHECKs for both tools.  The
// zero points map to ().
// RUN: bufopt %s | FileCheck %s --check-prefix=ROUND
// RUN: mlir-opt %s | FileCheck %s --check-prefix=ROUND
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: bufopt %s --mlir-print-op-generic | bufopt | FileCheck %s --check-prefix=ROUND

// ROUND-LABEL: func.func @gconvq
// ROUND: linalg.conv_2d_ngchw_gfchw_q {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<2x3x4x7x7xi8>, tensor<3x5x4x2x2xi8>, i32, i32) outs(%arg4 : tensor<2x3x5x3x5xi32>) -> tensor<2x3x5x3x5xi32>

// GENERIC-DAG: #[[I:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 * 2 + d6, d4 + d7 * 2)>
// GENERIC-DAG: #[[K:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
// GENERIC-DAG: #[[Z:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
// GENERIC-DAG: #[[O:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
// GENERIC: "linalg.conv_2d_ngchw_gfchw_q"({{.*}}) <{dilations = dense<[1, 2]> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<[2, 1]> : tensor<2xi64>}>
// GENERIC-NEXT: ^bb0(%[[X:.*]]: i8, %[[W:.*]]: i8, %[[ZX:.*]]: i32, %[[ZW:.*]]: i32, %[[ACC:.*]]: i32):
// GENERIC-NEXT: %[[XE:.*]] = "arith.extsi"(%[[X]]) : (i8) -> i32
// GENERIC-NEXT: %[[XS:.*]] = "arith.subi"(%[[XE]], %[[ZX]])
// GENERIC-NEXT: %[[WE:.*]] = "arith.extsi"(%[[W]]) : (i8) -> i32
// GENERIC-NEXT: %[[WS:.*]] = "arith.subi"(%[[WE]], %[[ZW]])
// GENERIC-NEXT: %[[M:.*]] = "arith.muli"(%[[XS]], %[[WS]])
// GENERIC-NEXT: %[[A:.*]] = "arith.addi"(%[[ACC]], %[[M]])
// GENERIC-NEXT: "linalg.yield"(%[[A]]) : (i32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#[[I]], #[[K]], #[[Z]], #[[Z]], #[[O]]]}

// BUF-LABEL: func.func @gconvq
// BUF-NEXT: linalg.conv_2d_ngchw_gfchw_q {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<2x3x4x7x7xi8, strided<[?, ?, ?, ?, ?], offset: ?>>, memref<3x5x4x2x2xi8, strided<[?, ?, ?, ?, ?], offset: ?>>, i32, i32) outs(%arg4 : memref<2x3x5x3x5xi32, strided<[?, ?, ?, ?, ?], offset: ?>>)
// BUF-NEXT: return %arg4
func.func @gconvq(%i: tensor<2x3x4x7x7xi8>, %k: tensor<3x5x4x2x2xi8>, %zi: i32, %zk: i32, %o: tensor<2x3x5x3x5xi32>) -> tensor<2x3x5x3x5xi32> {
  %r = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
         ins(%i, %k, %zi, %zk : tensor<2x3x4x7x7xi8>, tensor<3x5x4x2x2xi8>, i32, i32)
         outs(%o : tensor<2x3x5x3x5xi32>) -> tensor<2x3x5x3x5xi32>
  return %r : tensor<2x3x5x3x5xi32>
}
