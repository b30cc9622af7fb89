// linalg.depthwise_conv_2d_nhwc_hwc (issue 14): each channel convolved with
// its own (kh, kw) filter, O(n, oh, ow, c) += I(n, oh * s + kh * d,
// ow * s + kw * d, c) * K(kh, kw, c).  Custom and generic forms and
// bufferization as mlir-opt 22 prints them, with the same CHECKs for both
// tools; the generic form parses back.
// RUN: bufopt %s | FileCheck %s --check-prefix=ROUND
// RUN: mlir-opt %s | FileCheck %s --check-prefix=ROUND
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=BUF
// RUN: bufopt %s --mlir-print-op-generic | bufopt | FileCheck %s --check-prefix=ROUND

// ROUND-LABEL: func.func @f
// ROUND: linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x5x5x3xf32>, tensor<2x2x3xf32>) outs(%arg2 : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>

// GENERIC-DAG: #[[I:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
// GENERIC-DAG: #[[K:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
// GENERIC-DAG: #[[O:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GENERIC: "linalg.depthwise_conv_2d_nhwc_hwc"({{.*}}) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}>
// GENERIC-NEXT: ^bb0(%[[X:.*]]: f32, %[[W:.*]]: f32, %[[ACC:.*]]: f32):
// GENERIC-NEXT: %[[M:.*]] = "arith.mulf"(%[[X]], %[[W]])
// GENERIC-NEXT: %[[A:.*]] = "arith.addf"(%[[ACC]], %[[M]])
// GENERIC-NEXT: "linalg.yield"(%[[A]]) : (f32) -> ()
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#[[I]], #[[K]], #[[O]]]}

// BUF-LABEL: func.func @f
// BUF-NEXT: linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x5x5x3xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<2x2x3xf32, strided<[?, ?, ?], offset: ?>>) outs(%arg2 : memref<1x2x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>)
// BUF-NEXT: return %arg2
func.func @f(%i: tensor<1x5x5x3xf32>, %k: tensor<2x2x3xf32>, %o: tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%i, %k : tensor<1x5x5x3xf32>, tensor<2x2x3xf32>) outs(%o : tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  return %r : tensor<1x2x2x3xf32>
}
