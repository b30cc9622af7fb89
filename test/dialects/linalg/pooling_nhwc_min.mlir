// linalg.pooling_nhwc_min (issue 14, used by MLIR's Linalg/CPU integration
// programs): min over a (kh, kw) window whose operand only gives the window's
// shape (its block argument is unused); integers use arith.minsi after
// widening to the output type.
// Custom and generic forms and bufferization as mlir-opt 22 prints them, with
// the same CHECKs for both tools; the generic form parses back.
// RUN: bufopt %s | FileCheck %s --check-prefix=ROUND
// RUN: mlir-opt %s | FileCheck %s --check-prefix=ROUND
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: bufopt %s --mlir-print-op-generic | bufopt | FileCheck %s --check-prefix=ROUND

// ROUND-LABEL: func.func @f
// ROUND: linalg.pooling_nhwc_min {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x5x5x2xf32>, tensor<2x2xf32>) outs(%arg2 : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
// ROUND-LABEL: func.func @g
// ROUND: linalg.pooling_nhwc_min ins(%arg0, %arg1 : memref<1x5x5x2xi8>, memref<2x2xi8>) outs(%arg2 : memref<1x4x4x2xi32>)

// GENERIC-DAG: #[[I:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4 * 2, d2 + d5 * 2, d3)>
// GENERIC-DAG: #[[K:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// GENERIC-DAG: #[[O:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GENERIC: "linalg.pooling_nhwc_min"({{.*}}) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}>
// GENERIC-NEXT: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32, %[[ACC:.*]]: f32):
// GENERIC-NEXT: %[[R:.*]] = "arith.minimumf"(%[[ACC]], %[[X]]) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// GENERIC-NEXT: "linalg.yield"(%[[R]]) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#[[I]], #[[K]], #[[O]]]}
// GENERIC: "linalg.pooling_nhwc_min"
// GENERIC-NEXT: ^bb0(%[[X:.*]]: i8, %{{.*}}: i8, %[[ACC:.*]]: i32):
// GENERIC-NEXT: %[[E:.*]] = "arith.extsi"(%[[X]]) : (i8) -> i32
// GENERIC-NEXT: "arith.minsi"(%[[ACC]], %[[E]]) : (i32, i32) -> i32

// BUF-LABEL: func.func @f
// BUF-NEXT: linalg.pooling_nhwc_min {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : {{.*}}) outs(%arg2 : {{.*}})
// BUF-NEXT: return %arg2
func.func @f(%i: tensor<1x5x5x2xf32>, %k: tensor<2x2xf32>, %o: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  %r = linalg.pooling_nhwc_min {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %k : tensor<1x5x5x2xf32>, tensor<2x2xf32>) outs(%o : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  return %r : tensor<1x3x3x2xf32>
}

func.func @g(%i: memref<1x5x5x2xi8>, %k: memref<2x2xi8>, %o: memref<1x4x4x2xi32>) {
  linalg.pooling_nhwc_min ins(%i, %k : memref<1x5x5x2xi8>, memref<2x2xi8>) outs(%o : memref<1x4x4x2xi32>)
  return
}
