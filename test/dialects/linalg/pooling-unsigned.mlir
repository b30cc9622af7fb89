// The _unsigned poolings (issue 15): pooling_{nhwc,nwc}_{max,min}_unsigned
// widen their input with extui and take arith.maxui / minui, whatever the
// element types; custom and generic forms as mlir-opt 22 prints them, same
// CHECKs for both tools.
// RUN: bufopt %s | FileCheck %s --check-prefix=ROUND
// RUN: mlir-opt %s | FileCheck %s --check-prefix=ROUND
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufopt %s --mlir-print-op-generic | bufopt | FileCheck %s --check-prefix=ROUND

// ROUND-LABEL: func.func @pools
// ROUND: linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x5x5x2xi8>, tensor<2x2xi8>) outs(%arg2 : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
// ROUND: linalg.pooling_nhwc_min_unsigned {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x5x5x2xi8>, tensor<2x2xi8>) outs(%arg3 : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
// ROUND: linalg.pooling_nwc_max_unsigned ins(%arg4, %arg5 : tensor<1x4x3xi16>, tensor<2xi16>) outs(%arg6 : tensor<1x3x3xi16>) -> tensor<1x3x3xi16>
// ROUND: linalg.pooling_nwc_min_unsigned {dilations = dense<1> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>} ins(%arg4, %arg5 : tensor<1x4x3xi16>, tensor<2xi16>) outs(%arg7 : tensor<1x1x3xi16>) -> tensor<1x1x3xi16>

// GENERIC-DAG: #[[I2:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
// GENERIC-DAG: #[[W2:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
// GENERIC-DAG: #[[O2:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
// GENERIC-DAG: #[[D2:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4 * 2, d2 + d5 * 2, d3)>
// GENERIC-DAG: #[[I1:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
// GENERIC-DAG: #[[W1:.*]] = affine_map<(d0, d1, d2, d3) -> (d3)>
// GENERIC-DAG: #[[O1:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// GENERIC-DAG: #[[S1:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1 * 3 + d3, d2)>
// GENERIC: "linalg.pooling_nhwc_max_unsigned"
// GENERIC-NEXT: ^bb0(%[[X:.*]]: i8, %{{.*}}: i8, %[[ACC:.*]]: i32):
// GENERIC-NEXT: %[[E:.*]] = "arith.extui"(%[[X]]) : (i8) -> i32
// GENERIC-NEXT: %[[R:.*]] = "arith.maxui"(%[[ACC]], %[[E]]) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%[[R]])
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#[[I2]], #[[W2]], #[[O2]]]}
// GENERIC: "linalg.pooling_nhwc_min_unsigned"
// GENERIC-NEXT: ^bb0(%[[X:.*]]: i8, %{{.*}}: i8, %[[ACC:.*]]: i32):
// GENERIC-NEXT: %[[E:.*]] = "arith.extui"(%[[X]]) : (i8) -> i32
// GENERIC-NEXT: %[[R:.*]] = "arith.minui"(%[[ACC]], %[[E]]) : (i32, i32) -> i32
// GENERIC-NEXT: "linalg.yield"(%[[R]])
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#[[D2]], #[[W2]], #[[O2]]]}
// GENERIC: "linalg.pooling_nwc_max_unsigned"
// GENERIC-NEXT: ^bb0(%[[X:.*]]: i16, %{{.*}}: i16, %[[ACC:.*]]: i16):
// GENERIC-NEXT: %[[R:.*]] = "arith.maxui"(%[[ACC]], %[[X]]) : (i16, i16) -> i16
// GENERIC-NEXT: "linalg.yield"(%[[R]])
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#[[I1]], #[[W1]], #[[O1]]]}
// GENERIC: "linalg.pooling_nwc_min_unsigned"
// GENERIC-NEXT: ^bb0(%[[X:.*]]: i16, %{{.*}}: i16, %[[ACC:.*]]: i16):
// GENERIC-NEXT: %[[R:.*]] = "arith.minui"(%[[ACC]], %[[X]]) : (i16, i16) -> i16
// GENERIC-NEXT: "linalg.yield"(%[[R]])
// GENERIC-NEXT: }) {linalg.memoized_indexing_maps = [#[[S1]], #[[W1]], #[[O1]]]}
func.func @pools(%i: tensor<1x5x5x2xi8>, %w: tensor<2x2xi8>, %o: tensor<1x2x2x2xi32>, %o2: tensor<1x3x3x2xi32>,
                 %i1: tensor<1x4x3xi16>, %w1: tensor<2xi16>, %o1: tensor<1x3x3xi16>, %o3: tensor<1x1x3xi16>)
    -> (tensor<1x2x2x2xi32>, tensor<1x3x3x2xi32>, tensor<1x3x3xi16>, tensor<1x1x3xi16>) {
  %0 = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%i, %w : tensor<1x5x5x2xi8>, tensor<2x2xi8>) outs(%o : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
  %1 = linalg.pooling_nhwc_min_unsigned {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%i, %w : tensor<1x5x5x2xi8>, tensor<2x2xi8>) outs(%o2 : tensor<1x3x3x2xi32>) -> tensor<1x3x3x2xi32>
  %2 = linalg.pooling_nwc_max_unsigned
         ins(%i1, %w1 : tensor<1x4x3xi16>, tensor<2xi16>) outs(%o1 : tensor<1x3x3xi16>) -> tensor<1x3x3xi16>
  %3 = linalg.pooling_nwc_min_unsigned {dilations = dense<1> : tensor<1xi64>, strides = dense<3> : tensor<1xi64>}
         ins(%i1, %w1 : tensor<1x4x3xi16>, tensor<2xi16>) outs(%o3 : tensor<1x1x3xi16>) -> tensor<1x1x3xi16>
  return %0, %1, %2, %3 : tensor<1x2x2x2xi32>, tensor<1x3x3x2xi32>, tensor<1x3x3xi16>, tensor<1x1x3xi16>
}
