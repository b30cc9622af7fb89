// linalg.conv_2d_nchw_fchw_q (issue 14, used by MLIR's Linalg/CPU integration
// programs): custom and generic forms and bufferization as mlir-opt 22 prints
// them, same CHECKs for both tools.  The body subtracts the zero points after
// widening to the output type; the zero points map to ().
// RUN: bufopt %s | FileCheck %s --check-prefix=ROUND
// RUN: mlir-opt %s | FileCheck %s --check-prefix=ROUND
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: bufopt %s --mlir-print-op-generic | bufopt | FileCheck %s --check-prefix=ROUND

// ROUND-LABEL: func.func @convq
// ROUND: linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : tensor<1x2x5x5xi8>, tensor<3x2x2x2xi8>, i32, i32) outs(%arg4 : tensor<1x3x2x2xi32>) -> tensor<1x3x2x2xi32>
// ROUND-LABEL: func.func @convq_f
// ROUND: linalg.conv_2d_nchw_fchw_q ins(%arg0, %arg1, %arg2, %arg3 : tensor<1x1x3x3xf16>, tensor<1x1x2x2xf16>, f32, f32) outs(%arg4 : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>

// GENERIC-DAG: #[[I:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 * 2 + d5, d3 * 2 + d6)>
// GENERIC-DAG: #[[K:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
// GENERIC-DAG: #[[Z:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
// GENERIC-DAG: #[[O:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// GENERIC-DAG: #[[I1:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
// GENERIC: "linalg.conv_2d_nchw_fchw_q"({{.*}}) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 4, 1>, strides = dense<2> : tensor<2xi64>}>
// GENERIC-NEXT: ^bb0(%[[X:.*]]: i8, %[[W:.*]]: i8, %[[ZX:.*]]: i32, %[[ZW:.*]]: i32, %[[ACC:.*]]: i32):
// GENERIC-NEXT: %[[XE:.*]] = "arith.extsi"(%[[X]]) : (i8) -> i32
// GENERIC-NEXT: %[[XS:.*]] = "arith.subi"(%[[XE]], %[[ZX]])
// GENERIC-NEXT: %[[WE:.*]] = "arith.extsi"(%[[W]]) : (i8) -> i32
// GENERIC-NEXT: %[[WS:.*]] = "arith.subi"(%[[WE]], %[[ZW]])
// GENERIC-NEXT: %[[M:.*]] = "arith.muli"(%[[XS]], %[[WS]])
// GENERIC-NEXT: %[[A:.*]] = "arith.addi"(%[[ACC]], %[[M]])
// GENERIC-NEXT: "linalg.yield"(%[[A]]) : (i32) -> ()
// GENERIC: linalg.memoized_indexing_maps = [#[[I]], #[[K]], #[[Z]], #[[Z]], #[[O]]]
// GENERIC: "linalg.conv_2d_nchw_fchw_q"
// GENERIC-NEXT: ^bb0(%[[X:.*]]: f16, %[[W:.*]]: f16, %[[ZX:.*]]: f32, %[[ZW:.*]]: f32, %[[ACC:.*]]: f32):
// GENERIC-NEXT: %[[XE:.*]] = "arith.extf"(%[[X]]) : (f16) -> f32
// GENERIC-NEXT: "arith.subf"(%[[XE]], %[[ZX]])
// GENERIC-NEXT: "arith.extf"(%[[W]])
// GENERIC-NEXT: "arith.subf"
// GENERIC-NEXT: "arith.mulf"
// GENERIC-NEXT: "arith.addf"(%[[ACC]],
// GENERIC: linalg.memoized_indexing_maps = [#[[I1]], #[[K]], #[[Z]], #[[Z]], #[[O]]]

// BUF-LABEL: func.func @convq
// BUF-NEXT: linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<1x2x5x5xi8, strided<[?, ?, ?, ?], offset: ?>>, memref<3x2x2x2xi8, strided<[?, ?, ?, ?], offset: ?>>, i32, i32) outs(%arg4 : memref<1x3x2x2xi32, strided<[?, ?, ?, ?], offset: ?>>)
// BUF-NEXT: return %arg4
func.func @convq(%i: tensor<1x2x5x5xi8>, %k: tensor<3x2x2x2xi8>, %zi: i32, %zk: i32, %o: tensor<1x3x2x2xi32>) -> tensor<1x3x2x2xi32> {
  %r = linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%i, %k, %zi, %zk : tensor<1x2x5x5xi8>, tensor<3x2x2x2xi8>, i32, i32)
         outs(%o : tensor<1x3x2x2xi32>) -> tensor<1x3x2x2xi32>
  return %r : tensor<1x3x2x2xi32>
}

func.func @convq_f(%i: tensor<1x1x3x3xf16>, %k: tensor<1x1x2x2xf16>, %zi: f32, %zk: f32, %o: tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32> {
  %r = linalg.conv_2d_nchw_fchw_q ins(%i, %k, %zi, %zk : tensor<1x1x3x3xf16>, tensor<1x1x2x2xf16>, f32, f32)
         outs(%o : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  return %r : tensor<1x1x2x2xf32>
}
