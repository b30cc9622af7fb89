// RUN: bufopt %s --split-input-file | FileCheck %s
// RUN: mlir-opt %s --split-input-file | FileCheck %s
// RUN: bufopt %s --split-input-file > %t.bufopt
// RUN: mlir-opt %s --split-input-file > %t.mlir-opt
// RUN: diff %t.bufopt %t.mlir-opt
// RUN: bufopt %s --split-input-file --mlir-print-op-generic > %t.bufopt-generic
// RUN: mlir-opt %s --split-input-file --mlir-print-op-generic > %t.mlir-opt-generic
// RUN: diff %t.bufopt-generic %t.mlir-opt-generic

// The convolutions and poolings of linalg_conv.c's table (issue 15): each
// on tensors and on memrefs, some with strides / dilations.  The generic
// form carries the indexing maps the verifier derived
// (linalg.memoized_indexing_maps): both tools print the same text.

// CHECK-LABEL: func.func @conv_1d_ncw_fcw(
// CHECK: linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<1x8x12xf32>, tensor<16x8x3xf32>) outs(%arg2 : tensor<1x16x5xf32>) -> tensor<1x16x5xf32>
// CHECK: linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg3, %arg4 : memref<1x8x12xf32>, memref<16x8x3xf32>) outs(%arg5 : memref<1x16x5xf32>)
func.func @conv_1d_ncw_fcw(%i: tensor<1x8x12xf32>, %k: tensor<16x8x3xf32>, %o: tensor<1x16x5xf32>, %mi: memref<1x8x12xf32>, %mk: memref<16x8x3xf32>, %mo: memref<1x16x5xf32>) -> tensor<1x16x5xf32> {
  %0 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%i, %k : tensor<1x8x12xf32>, tensor<16x8x3xf32>) outs(%o : tensor<1x16x5xf32>) -> tensor<1x16x5xf32>
  linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%mi, %mk : memref<1x8x12xf32>, memref<16x8x3xf32>) outs(%mo : memref<1x16x5xf32>)
  return %0 : tensor<1x16x5xf32>
}
// -----

// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc(
// CHECK: linalg.conv_2d_nhwc_fhwc ins(%arg0, %arg1 : tensor<1x5x5x3xf32>, tensor<4x2x2x3xf32>) outs(%arg2 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
// CHECK: linalg.conv_2d_nhwc_fhwc ins(%arg3, %arg4 : memref<1x5x5x3xf32>, memref<4x2x2x3xf32>) outs(%arg5 : memref<1x4x4x4xf32>)
func.func @conv_2d_nhwc_fhwc(%i: tensor<1x5x5x3xf32>, %k: tensor<4x2x2x3xf32>, %o: tensor<1x4x4x4xf32>, %mi: memref<1x5x5x3xf32>, %mk: memref<4x2x2x3xf32>, %mo: memref<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc ins(%i, %k : tensor<1x5x5x3xf32>, tensor<4x2x2x3xf32>) outs(%o : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  linalg.conv_2d_nhwc_fhwc ins(%mi, %mk : memref<1x5x5x3xf32>, memref<4x2x2x3xf32>) outs(%mo : memref<1x4x4x4xf32>)
  return %0 : tensor<1x4x4x4xf32>
}
// -----

// CHECK-LABEL: func.func @conv_2d_ngchw_fgchw(
// CHECK: linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x2x3x5x5xf32>, tensor<4x2x3x2x2xf32>) outs(%arg2 : tensor<1x2x4x4x2xf32>) -> tensor<1x2x4x4x2xf32>
// CHECK: linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>} ins(%arg3, %arg4 : memref<1x2x3x5x5xf32>, memref<4x2x3x2x2xf32>) outs(%arg5 : memref<1x2x4x4x2xf32>)
func.func @conv_2d_ngchw_fgchw(%i: tensor<1x2x3x5x5xf32>, %k: tensor<4x2x3x2x2xf32>, %o: tensor<1x2x4x4x2xf32>, %mi: memref<1x2x3x5x5xf32>, %mk: memref<4x2x3x2x2xf32>, %mo: memref<1x2x4x4x2xf32>) -> tensor<1x2x4x4x2xf32> {
  %0 = linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>} ins(%i, %k : tensor<1x2x3x5x5xf32>, tensor<4x2x3x2x2xf32>) outs(%o : tensor<1x2x4x4x2xf32>) -> tensor<1x2x4x4x2xf32>
  linalg.conv_2d_ngchw_fgchw {dilations = dense<1> : tensor<2xi64>, strides = dense<[1, 2]> : tensor<2xi64>} ins(%mi, %mk : memref<1x2x3x5x5xf32>, memref<4x2x3x2x2xf32>) outs(%mo : memref<1x2x4x4x2xf32>)
  return %0 : tensor<1x2x4x4x2xf32>
}
// -----

// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw(
// CHECK: linalg.conv_2d_ngchw_gfchw ins(%arg0, %arg1 : tensor<1x2x3x5x5xf32>, tensor<2x4x3x2x2xf32>) outs(%arg2 : tensor<1x2x4x4x4xf32>) -> tensor<1x2x4x4x4xf32>
// CHECK: linalg.conv_2d_ngchw_gfchw ins(%arg3, %arg4 : memref<1x2x3x5x5xf32>, memref<2x4x3x2x2xf32>) outs(%arg5 : memref<1x2x4x4x4xf32>)
func.func @conv_2d_ngchw_gfchw(%i: tensor<1x2x3x5x5xf32>, %k: tensor<2x4x3x2x2xf32>, %o: tensor<1x2x4x4x4xf32>, %mi: memref<1x2x3x5x5xf32>, %mk: memref<2x4x3x2x2xf32>, %mo: memref<1x2x4x4x4xf32>) -> tensor<1x2x4x4x4xf32> {
  %0 = linalg.conv_2d_ngchw_gfchw ins(%i, %k : tensor<1x2x3x5x5xf32>, tensor<2x4x3x2x2xf32>) outs(%o : tensor<1x2x4x4x4xf32>) -> tensor<1x2x4x4x4xf32>
  linalg.conv_2d_ngchw_gfchw ins(%mi, %mk : memref<1x2x3x5x5xf32>, memref<2x4x3x2x2xf32>) outs(%mo : memref<1x2x4x4x4xf32>)
  return %0 : tensor<1x2x4x4x4xf32>
}
// -----

// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc(
// CHECK: linalg.conv_2d_nhwgc_gfhwc ins(%arg0, %arg1 : tensor<1x5x5x2x3xf32>, tensor<2x4x2x2x3xf32>) outs(%arg2 : tensor<1x4x4x2x4xf32>) -> tensor<1x4x4x2x4xf32>
// CHECK: linalg.conv_2d_nhwgc_gfhwc ins(%arg3, %arg4 : memref<1x5x5x2x3xf32>, memref<2x4x2x2x3xf32>) outs(%arg5 : memref<1x4x4x2x4xf32>)
func.func @conv_2d_nhwgc_gfhwc(%i: tensor<1x5x5x2x3xf32>, %k: tensor<2x4x2x2x3xf32>, %o: tensor<1x4x4x2x4xf32>, %mi: memref<1x5x5x2x3xf32>, %mk: memref<2x4x2x2x3xf32>, %mo: memref<1x4x4x2x4xf32>) -> tensor<1x4x4x2x4xf32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc ins(%i, %k : tensor<1x5x5x2x3xf32>, tensor<2x4x2x2x3xf32>) outs(%o : tensor<1x4x4x2x4xf32>) -> tensor<1x4x4x2x4xf32>
  linalg.conv_2d_nhwgc_gfhwc ins(%mi, %mk : memref<1x5x5x2x3xf32>, memref<2x4x2x2x3xf32>) outs(%mo : memref<1x4x4x2x4xf32>)
  return %0 : tensor<1x4x4x2x4xf32>
}
// -----

// CHECK-LABEL: func.func @conv_3d(
// CHECK: linalg.conv_3d ins(%arg0, %arg1 : tensor<5x5x5xf32>, tensor<2x2x2xf32>) outs(%arg2 : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
// CHECK: linalg.conv_3d ins(%arg3, %arg4 : memref<5x5x5xf32>, memref<2x2x2xf32>) outs(%arg5 : memref<4x4x4xf32>)
func.func @conv_3d(%i: tensor<5x5x5xf32>, %k: tensor<2x2x2xf32>, %o: tensor<4x4x4xf32>, %mi: memref<5x5x5xf32>, %mk: memref<2x2x2xf32>, %mo: memref<4x4x4xf32>) -> tensor<4x4x4xf32> {
  %0 = linalg.conv_3d ins(%i, %k : tensor<5x5x5xf32>, tensor<2x2x2xf32>) outs(%o : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
  linalg.conv_3d ins(%mi, %mk : memref<5x5x5xf32>, memref<2x2x2xf32>) outs(%mo : memref<4x4x4xf32>)
  return %0 : tensor<4x4x4xf32>
}
// -----

// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf(
// CHECK: linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<1x5x5x5x3xf32>, tensor<2x2x2x3x4xf32>) outs(%arg2 : tensor<1x4x4x4x4xf32>) -> tensor<1x4x4x4x4xf32>
// CHECK: linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%arg3, %arg4 : memref<1x5x5x5x3xf32>, memref<2x2x2x3x4xf32>) outs(%arg5 : memref<1x4x4x4x4xf32>)
func.func @conv_3d_ndhwc_dhwcf(%i: tensor<1x5x5x5x3xf32>, %k: tensor<2x2x2x3x4xf32>, %o: tensor<1x4x4x4x4xf32>, %mi: memref<1x5x5x5x3xf32>, %mk: memref<2x2x2x3x4xf32>, %mo: memref<1x4x4x4x4xf32>) -> tensor<1x4x4x4x4xf32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%i, %k : tensor<1x5x5x5x3xf32>, tensor<2x2x2x3x4xf32>) outs(%o : tensor<1x4x4x4x4xf32>) -> tensor<1x4x4x4x4xf32>
  linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%mi, %mk : memref<1x5x5x5x3xf32>, memref<2x2x2x3x4xf32>) outs(%mo : memref<1x4x4x4x4xf32>)
  return %0 : tensor<1x4x4x4x4xf32>
}
// -----

// CHECK-LABEL: func.func @conv_3d_ncdhw_fcdhw(
// CHECK: linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<[2, 1, 1]> : tensor<3xi64>} ins(%arg0, %arg1 : tensor<1x3x5x5x5xf32>, tensor<4x3x2x2x2xf32>) outs(%arg2 : tensor<1x4x2x4x4xf32>) -> tensor<1x4x2x4x4xf32>
// CHECK: linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<[2, 1, 1]> : tensor<3xi64>} ins(%arg3, %arg4 : memref<1x3x5x5x5xf32>, memref<4x3x2x2x2xf32>) outs(%arg5 : memref<1x4x2x4x4xf32>)
func.func @conv_3d_ncdhw_fcdhw(%i: tensor<1x3x5x5x5xf32>, %k: tensor<4x3x2x2x2xf32>, %o: tensor<1x4x2x4x4xf32>, %mi: memref<1x3x5x5x5xf32>, %mk: memref<4x3x2x2x2xf32>, %mo: memref<1x4x2x4x4xf32>) -> tensor<1x4x2x4x4xf32> {
  %0 = linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<[2, 1, 1]> : tensor<3xi64>} ins(%i, %k : tensor<1x3x5x5x5xf32>, tensor<4x3x2x2x2xf32>) outs(%o : tensor<1x4x2x4x4xf32>) -> tensor<1x4x2x4x4xf32>
  linalg.conv_3d_ncdhw_fcdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<[2, 1, 1]> : tensor<3xi64>} ins(%mi, %mk : memref<1x3x5x5x5xf32>, memref<4x3x2x2x2xf32>) outs(%mo : memref<1x4x2x4x4xf32>)
  return %0 : tensor<1x4x2x4x4xf32>
}
// -----

// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wc(
// CHECK: linalg.depthwise_conv_1d_nwc_wc ins(%arg0, %arg1 : tensor<1x12x8xf32>, tensor<3x8xf32>) outs(%arg2 : tensor<1x10x8xf32>) -> tensor<1x10x8xf32>
// CHECK: linalg.depthwise_conv_1d_nwc_wc ins(%arg3, %arg4 : memref<1x12x8xf32>, memref<3x8xf32>) outs(%arg5 : memref<1x10x8xf32>)
func.func @depthwise_conv_1d_nwc_wc(%i: tensor<1x12x8xf32>, %k: tensor<3x8xf32>, %o: tensor<1x10x8xf32>, %mi: memref<1x12x8xf32>, %mk: memref<3x8xf32>, %mo: memref<1x10x8xf32>) -> tensor<1x10x8xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc ins(%i, %k : tensor<1x12x8xf32>, tensor<3x8xf32>) outs(%o : tensor<1x10x8xf32>) -> tensor<1x10x8xf32>
  linalg.depthwise_conv_1d_nwc_wc ins(%mi, %mk : memref<1x12x8xf32>, memref<3x8xf32>) outs(%mo : memref<1x10x8xf32>)
  return %0 : tensor<1x10x8xf32>
}
// -----

// CHECK-LABEL: func.func @depthwise_conv_1d_ncw_cw(
// CHECK: linalg.depthwise_conv_1d_ncw_cw {dilations = dense<1> : vector<1xi64>, strides = dense<3> : vector<1xi64>} ins(%arg0, %arg1 : tensor<1x8x12xf32>, tensor<8x3xf32>) outs(%arg2 : tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
// CHECK: linalg.depthwise_conv_1d_ncw_cw {dilations = dense<1> : vector<1xi64>, strides = dense<3> : vector<1xi64>} ins(%arg3, %arg4 : memref<1x8x12xf32>, memref<8x3xf32>) outs(%arg5 : memref<1x8x4xf32>)
func.func @depthwise_conv_1d_ncw_cw(%i: tensor<1x8x12xf32>, %k: tensor<8x3xf32>, %o: tensor<1x8x4xf32>, %mi: memref<1x8x12xf32>, %mk: memref<8x3xf32>, %mo: memref<1x8x4xf32>) -> tensor<1x8x4xf32> {
  %0 = linalg.depthwise_conv_1d_ncw_cw {dilations = dense<1> : vector<1xi64>, strides = dense<3> : vector<1xi64>} ins(%i, %k : tensor<1x8x12xf32>, tensor<8x3xf32>) outs(%o : tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
  linalg.depthwise_conv_1d_ncw_cw {dilations = dense<1> : vector<1xi64>, strides = dense<3> : vector<1xi64>} ins(%mi, %mk : memref<1x8x12xf32>, memref<8x3xf32>) outs(%mo : memref<1x8x4xf32>)
  return %0 : tensor<1x8x4xf32>
}
// -----

// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wcm(
// CHECK: linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<1x12x8xf32>, tensor<3x8x2xf32>) outs(%arg2 : tensor<1x8x8x2xf32>) -> tensor<1x8x8x2xf32>
// CHECK: linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%arg3, %arg4 : memref<1x12x8xf32>, memref<3x8x2xf32>) outs(%arg5 : memref<1x8x8x2xf32>)
func.func @depthwise_conv_1d_nwc_wcm(%i: tensor<1x12x8xf32>, %k: tensor<3x8x2xf32>, %o: tensor<1x8x8x2xf32>, %mi: memref<1x12x8xf32>, %mk: memref<3x8x2xf32>, %mo: memref<1x8x8x2xf32>) -> tensor<1x8x8x2xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%i, %k : tensor<1x12x8xf32>, tensor<3x8x2xf32>) outs(%o : tensor<1x8x8x2xf32>) -> tensor<1x8x8x2xf32>
  linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<2> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>} ins(%mi, %mk : memref<1x12x8xf32>, memref<3x8x2xf32>) outs(%mo : memref<1x8x8x2xf32>)
  return %0 : tensor<1x8x8x2xf32>
}
// -----

// CHECK-LABEL: func.func @depthwise_conv_2d_nchw_chw(
// CHECK: linalg.depthwise_conv_2d_nchw_chw ins(%arg0, %arg1 : tensor<1x3x5x5xf32>, tensor<3x2x2xf32>) outs(%arg2 : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
// CHECK: linalg.depthwise_conv_2d_nchw_chw ins(%arg3, %arg4 : memref<1x3x5x5xf32>, memref<3x2x2xf32>) outs(%arg5 : memref<1x3x4x4xf32>)
func.func @depthwise_conv_2d_nchw_chw(%i: tensor<1x3x5x5xf32>, %k: tensor<3x2x2xf32>, %o: tensor<1x3x4x4xf32>, %mi: memref<1x3x5x5xf32>, %mk: memref<3x2x2xf32>, %mo: memref<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw ins(%i, %k : tensor<1x3x5x5xf32>, tensor<3x2x2xf32>) outs(%o : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  linalg.depthwise_conv_2d_nchw_chw ins(%mi, %mk : memref<1x3x5x5xf32>, memref<3x2x2xf32>) outs(%mo : memref<1x3x4x4xf32>)
  return %0 : tensor<1x3x4x4xf32>
}
// -----

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm(
// CHECK: linalg.depthwise_conv_2d_nhwc_hwcm ins(%arg0, %arg1 : tensor<1x5x5x3xf32>, tensor<2x2x3x2xf32>) outs(%arg2 : tensor<1x4x4x3x2xf32>) -> tensor<1x4x4x3x2xf32>
// CHECK: linalg.depthwise_conv_2d_nhwc_hwcm ins(%arg3, %arg4 : memref<1x5x5x3xf32>, memref<2x2x3x2xf32>) outs(%arg5 : memref<1x4x4x3x2xf32>)
func.func @depthwise_conv_2d_nhwc_hwcm(%i: tensor<1x5x5x3xf32>, %k: tensor<2x2x3x2xf32>, %o: tensor<1x4x4x3x2xf32>, %mi: memref<1x5x5x3xf32>, %mk: memref<2x2x3x2xf32>, %mo: memref<1x4x4x3x2xf32>) -> tensor<1x4x4x3x2xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm ins(%i, %k : tensor<1x5x5x3xf32>, tensor<2x2x3x2xf32>) outs(%o : tensor<1x4x4x3x2xf32>) -> tensor<1x4x4x3x2xf32>
  linalg.depthwise_conv_2d_nhwc_hwcm ins(%mi, %mk : memref<1x5x5x3xf32>, memref<2x2x3x2xf32>) outs(%mo : memref<1x4x4x3x2xf32>)
  return %0 : tensor<1x4x4x3x2xf32>
}
// -----

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwc(
// CHECK: linalg.depthwise_conv_3d_ndhwc_dhwc ins(%arg0, %arg1 : tensor<1x5x5x5x3xf32>, tensor<2x2x2x3xf32>) outs(%arg2 : tensor<1x4x4x4x3xf32>) -> tensor<1x4x4x4x3xf32>
// CHECK: linalg.depthwise_conv_3d_ndhwc_dhwc ins(%arg3, %arg4 : memref<1x5x5x5x3xf32>, memref<2x2x2x3xf32>) outs(%arg5 : memref<1x4x4x4x3xf32>)
func.func @depthwise_conv_3d_ndhwc_dhwc(%i: tensor<1x5x5x5x3xf32>, %k: tensor<2x2x2x3xf32>, %o: tensor<1x4x4x4x3xf32>, %mi: memref<1x5x5x5x3xf32>, %mk: memref<2x2x2x3xf32>, %mo: memref<1x4x4x4x3xf32>) -> tensor<1x4x4x4x3xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwc ins(%i, %k : tensor<1x5x5x5x3xf32>, tensor<2x2x2x3xf32>) outs(%o : tensor<1x4x4x4x3xf32>) -> tensor<1x4x4x4x3xf32>
  linalg.depthwise_conv_3d_ndhwc_dhwc ins(%mi, %mk : memref<1x5x5x5x3xf32>, memref<2x2x2x3xf32>) outs(%mo : memref<1x4x4x4x3xf32>)
  return %0 : tensor<1x4x4x4x3xf32>
}
// -----

// CHECK-LABEL: func.func @depthwise_conv_3d_ncdhw_cdhw(
// CHECK: linalg.depthwise_conv_3d_ncdhw_cdhw ins(%arg0, %arg1 : tensor<1x3x5x5x5xf32>, tensor<3x2x2x2xf32>) outs(%arg2 : tensor<1x3x4x4x4xf32>) -> tensor<1x3x4x4x4xf32>
// CHECK: linalg.depthwise_conv_3d_ncdhw_cdhw ins(%arg3, %arg4 : memref<1x3x5x5x5xf32>, memref<3x2x2x2xf32>) outs(%arg5 : memref<1x3x4x4x4xf32>)
func.func @depthwise_conv_3d_ncdhw_cdhw(%i: tensor<1x3x5x5x5xf32>, %k: tensor<3x2x2x2xf32>, %o: tensor<1x3x4x4x4xf32>, %mi: memref<1x3x5x5x5xf32>, %mk: memref<3x2x2x2xf32>, %mo: memref<1x3x4x4x4xf32>) -> tensor<1x3x4x4x4xf32> {
  %0 = linalg.depthwise_conv_3d_ncdhw_cdhw ins(%i, %k : tensor<1x3x5x5x5xf32>, tensor<3x2x2x2xf32>) outs(%o : tensor<1x3x4x4x4xf32>) -> tensor<1x3x4x4x4xf32>
  linalg.depthwise_conv_3d_ncdhw_cdhw ins(%mi, %mk : memref<1x3x5x5x5xf32>, memref<3x2x2x2xf32>) outs(%mo : memref<1x3x4x4x4xf32>)
  return %0 : tensor<1x3x4x4x4xf32>
}
// -----

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwcm(
// CHECK: linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%arg0, %arg1 : tensor<1x5x5x5x3xf32>, tensor<2x2x2x3x2xf32>) outs(%arg2 : tensor<1x4x4x4x3x2xf32>) -> tensor<1x4x4x4x3x2xf32>
// CHECK: linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%arg3, %arg4 : memref<1x5x5x5x3xf32>, memref<2x2x2x3x2xf32>) outs(%arg5 : memref<1x4x4x4x3x2xf32>)
func.func @depthwise_conv_3d_ndhwc_dhwcm(%i: tensor<1x5x5x5x3xf32>, %k: tensor<2x2x2x3x2xf32>, %o: tensor<1x4x4x4x3x2xf32>, %mi: memref<1x5x5x5x3xf32>, %mk: memref<2x2x2x3x2xf32>, %mo: memref<1x4x4x4x3x2xf32>) -> tensor<1x4x4x4x3x2xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%i, %k : tensor<1x5x5x5x3xf32>, tensor<2x2x2x3x2xf32>) outs(%o : tensor<1x4x4x4x3x2xf32>) -> tensor<1x4x4x4x3x2xf32>
  linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%mi, %mk : memref<1x5x5x5x3xf32>, memref<2x2x2x3x2xf32>) outs(%mo : memref<1x4x4x4x3x2xf32>)
  return %0 : tensor<1x4x4x4x3x2xf32>
}
// -----

// CHECK-LABEL: func.func @pooling_nchw_sum(
// CHECK: linalg.pooling_nchw_sum ins(%arg0, %arg1 : tensor<1x3x5x5xf32>, tensor<2x2xf32>) outs(%arg2 : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
// CHECK: linalg.pooling_nchw_sum ins(%arg3, %arg4 : memref<1x3x5x5xf32>, memref<2x2xf32>) outs(%arg5 : memref<1x3x4x4xf32>)
func.func @pooling_nchw_sum(%i: tensor<1x3x5x5xf32>, %k: tensor<2x2xf32>, %o: tensor<1x3x4x4xf32>, %mi: memref<1x3x5x5xf32>, %mk: memref<2x2xf32>, %mo: memref<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> {
  %0 = linalg.pooling_nchw_sum ins(%i, %k : tensor<1x3x5x5xf32>, tensor<2x2xf32>) outs(%o : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  linalg.pooling_nchw_sum ins(%mi, %mk : memref<1x3x5x5xf32>, memref<2x2xf32>) outs(%mo : memref<1x3x4x4xf32>)
  return %0 : tensor<1x3x4x4xf32>
}
// -----

// CHECK-LABEL: func.func @pooling_ncw_max(
// CHECK: linalg.pooling_ncw_max ins(%arg0, %arg1 : tensor<1x3x5xf32>, tensor<2xf32>) outs(%arg2 : tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
// CHECK: linalg.pooling_ncw_max ins(%arg3, %arg4 : memref<1x3x5xf32>, memref<2xf32>) outs(%arg5 : memref<1x3x4xf32>)
func.func @pooling_ncw_max(%i: tensor<1x3x5xf32>, %k: tensor<2xf32>, %o: tensor<1x3x4xf32>, %mi: memref<1x3x5xf32>, %mk: memref<2xf32>, %mo: memref<1x3x4xf32>) -> tensor<1x3x4xf32> {
  %0 = linalg.pooling_ncw_max ins(%i, %k : tensor<1x3x5xf32>, tensor<2xf32>) outs(%o : tensor<1x3x4xf32>) -> tensor<1x3x4xf32>
  linalg.pooling_ncw_max ins(%mi, %mk : memref<1x3x5xf32>, memref<2xf32>) outs(%mo : memref<1x3x4xf32>)
  return %0 : tensor<1x3x4xf32>
}
// -----

// CHECK-LABEL: func.func @pooling_ncw_sum(
// CHECK: linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg0, %arg1 : tensor<1x3x5xf32>, tensor<2xf32>) outs(%arg2 : tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
// CHECK: linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%arg3, %arg4 : memref<1x3x5xf32>, memref<2xf32>) outs(%arg5 : memref<1x3x2xf32>)
func.func @pooling_ncw_sum(%i: tensor<1x3x5xf32>, %k: tensor<2xf32>, %o: tensor<1x3x2xf32>, %mi: memref<1x3x5xf32>, %mk: memref<2xf32>, %mo: memref<1x3x2xf32>) -> tensor<1x3x2xf32> {
  %0 = linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%i, %k : tensor<1x3x5xf32>, tensor<2xf32>) outs(%o : tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
  linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%mi, %mk : memref<1x3x5xf32>, memref<2xf32>) outs(%mo : memref<1x3x2xf32>)
  return %0 : tensor<1x3x2xf32>
}
// -----

// CHECK-LABEL: func.func @pooling_nwc_max(
// CHECK: linalg.pooling_nwc_max ins(%arg0, %arg1 : tensor<1x5x3xf32>, tensor<2xf32>) outs(%arg2 : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
// CHECK: linalg.pooling_nwc_max ins(%arg3, %arg4 : memref<1x5x3xf32>, memref<2xf32>) outs(%arg5 : memref<1x4x3xf32>)
func.func @pooling_nwc_max(%i: tensor<1x5x3xf32>, %k: tensor<2xf32>, %o: tensor<1x4x3xf32>, %mi: memref<1x5x3xf32>, %mk: memref<2xf32>, %mo: memref<1x4x3xf32>) -> tensor<1x4x3xf32> {
  %0 = linalg.pooling_nwc_max ins(%i, %k : tensor<1x5x3xf32>, tensor<2xf32>) outs(%o : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
  linalg.pooling_nwc_max ins(%mi, %mk : memref<1x5x3xf32>, memref<2xf32>) outs(%mo : memref<1x4x3xf32>)
  return %0 : tensor<1x4x3xf32>
}
// -----

// CHECK-LABEL: func.func @pooling_nwc_min(
// CHECK: linalg.pooling_nwc_min ins(%arg0, %arg1 : tensor<1x5x3xf32>, tensor<2xf32>) outs(%arg2 : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
// CHECK: linalg.pooling_nwc_min ins(%arg3, %arg4 : memref<1x5x3xf32>, memref<2xf32>) outs(%arg5 : memref<1x4x3xf32>)
func.func @pooling_nwc_min(%i: tensor<1x5x3xf32>, %k: tensor<2xf32>, %o: tensor<1x4x3xf32>, %mi: memref<1x5x3xf32>, %mk: memref<2xf32>, %mo: memref<1x4x3xf32>) -> tensor<1x4x3xf32> {
  %0 = linalg.pooling_nwc_min ins(%i, %k : tensor<1x5x3xf32>, tensor<2xf32>) outs(%o : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
  linalg.pooling_nwc_min ins(%mi, %mk : memref<1x5x3xf32>, memref<2xf32>) outs(%mo : memref<1x4x3xf32>)
  return %0 : tensor<1x4x3xf32>
}
// -----

// CHECK-LABEL: func.func @pooling_nwc_sum(
// CHECK: linalg.pooling_nwc_sum ins(%arg0, %arg1 : tensor<1x5x3xf32>, tensor<2xf32>) outs(%arg2 : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
// CHECK: linalg.pooling_nwc_sum ins(%arg3, %arg4 : memref<1x5x3xf32>, memref<2xf32>) outs(%arg5 : memref<1x4x3xf32>)
func.func @pooling_nwc_sum(%i: tensor<1x5x3xf32>, %k: tensor<2xf32>, %o: tensor<1x4x3xf32>, %mi: memref<1x5x3xf32>, %mk: memref<2xf32>, %mo: memref<1x4x3xf32>) -> tensor<1x4x3xf32> {
  %0 = linalg.pooling_nwc_sum ins(%i, %k : tensor<1x5x3xf32>, tensor<2xf32>) outs(%o : tensor<1x4x3xf32>) -> tensor<1x4x3xf32>
  linalg.pooling_nwc_sum ins(%mi, %mk : memref<1x5x3xf32>, memref<2xf32>) outs(%mo : memref<1x4x3xf32>)
  return %0 : tensor<1x4x3xf32>
}
// -----

// CHECK-LABEL: func.func @pooling_ndhwc_max(
// CHECK: linalg.pooling_ndhwc_max ins(%arg0, %arg1 : tensor<1x5x5x5x3xf32>, tensor<2x2x2xf32>) outs(%arg2 : tensor<1x4x4x4x3xf32>) -> tensor<1x4x4x4x3xf32>
// CHECK: linalg.pooling_ndhwc_max ins(%arg3, %arg4 : memref<1x5x5x5x3xf32>, memref<2x2x2xf32>) outs(%arg5 : memref<1x4x4x4x3xf32>)
func.func @pooling_ndhwc_max(%i: tensor<1x5x5x5x3xf32>, %k: tensor<2x2x2xf32>, %o: tensor<1x4x4x4x3xf32>, %mi: memref<1x5x5x5x3xf32>, %mk: memref<2x2x2xf32>, %mo: memref<1x4x4x4x3xf32>) -> tensor<1x4x4x4x3xf32> {
  %0 = linalg.pooling_ndhwc_max ins(%i, %k : tensor<1x5x5x5x3xf32>, tensor<2x2x2xf32>) outs(%o : tensor<1x4x4x4x3xf32>) -> tensor<1x4x4x4x3xf32>
  linalg.pooling_ndhwc_max ins(%mi, %mk : memref<1x5x5x5x3xf32>, memref<2x2x2xf32>) outs(%mo : memref<1x4x4x4x3xf32>)
  return %0 : tensor<1x4x4x4x3xf32>
}
// -----

// CHECK-LABEL: func.func @pooling_ndhwc_min(
// CHECK: linalg.pooling_ndhwc_min ins(%arg0, %arg1 : tensor<1x5x5x5x3xf32>, tensor<2x2x2xf32>) outs(%arg2 : tensor<1x4x4x4x3xf32>) -> tensor<1x4x4x4x3xf32>
// CHECK: linalg.pooling_ndhwc_min ins(%arg3, %arg4 : memref<1x5x5x5x3xf32>, memref<2x2x2xf32>) outs(%arg5 : memref<1x4x4x4x3xf32>)
func.func @pooling_ndhwc_min(%i: tensor<1x5x5x5x3xf32>, %k: tensor<2x2x2xf32>, %o: tensor<1x4x4x4x3xf32>, %mi: memref<1x5x5x5x3xf32>, %mk: memref<2x2x2xf32>, %mo: memref<1x4x4x4x3xf32>) -> tensor<1x4x4x4x3xf32> {
  %0 = linalg.pooling_ndhwc_min ins(%i, %k : tensor<1x5x5x5x3xf32>, tensor<2x2x2xf32>) outs(%o : tensor<1x4x4x4x3xf32>) -> tensor<1x4x4x4x3xf32>
  linalg.pooling_ndhwc_min ins(%mi, %mk : memref<1x5x5x5x3xf32>, memref<2x2x2xf32>) outs(%mo : memref<1x4x4x4x3xf32>)
  return %0 : tensor<1x4x4x4x3xf32>
}
// -----

// CHECK-LABEL: func.func @pooling_ndhwc_sum(
// CHECK: linalg.pooling_ndhwc_sum ins(%arg0, %arg1 : tensor<1x5x5x5x3xf32>, tensor<2x2x2xf32>) outs(%arg2 : tensor<1x4x4x4x3xf32>) -> tensor<1x4x4x4x3xf32>
// CHECK: linalg.pooling_ndhwc_sum ins(%arg3, %arg4 : memref<1x5x5x5x3xf32>, memref<2x2x2xf32>) outs(%arg5 : memref<1x4x4x4x3xf32>)
func.func @pooling_ndhwc_sum(%i: tensor<1x5x5x5x3xf32>, %k: tensor<2x2x2xf32>, %o: tensor<1x4x4x4x3xf32>, %mi: memref<1x5x5x5x3xf32>, %mk: memref<2x2x2xf32>, %mo: memref<1x4x4x4x3xf32>) -> tensor<1x4x4x4x3xf32> {
  %0 = linalg.pooling_ndhwc_sum ins(%i, %k : tensor<1x5x5x5x3xf32>, tensor<2x2x2xf32>) outs(%o : tensor<1x4x4x4x3xf32>) -> tensor<1x4x4x4x3xf32>
  linalg.pooling_ndhwc_sum ins(%mi, %mk : memref<1x5x5x5x3xf32>, memref<2x2x2xf32>) outs(%mo : memref<1x4x4x4x3xf32>)
  return %0 : tensor<1x4x4x4x3xf32>
}
