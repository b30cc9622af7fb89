// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// Named structured ops: fill, copy (with casts), the contractions (matmul with
// default and explicit indexing_maps, batch_matmul, matvec, vecmat, dot) and
// conv_2d_nhwc_hwcf with strides / dilations, on tensors and memrefs.

func.func @fill_copy(%s: f32, %i: i32, %t: tensor<4x8xf32>, %ti: tensor<4x8xi32>, %h: tensor<4x8xf16>, %m: memref<4x8xf32>, %d: tensor<4x8xf64>, %i8: tensor<4x8xi8>) {
  %0 = linalg.fill ins(%s : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.fill ins(%i : i32) outs(%ti : tensor<4x8xi32>) -> tensor<4x8xi32>
  linalg.fill ins(%s : f32) outs(%m : memref<4x8xf32>)
  %2 = linalg.copy ins(%t : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.copy ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>)
  %3 = linalg.copy ins(%h : tensor<4x8xf16>) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = linalg.copy ins(%d : tensor<4x8xf64>) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = linalg.copy ins(%i8 : tensor<4x8xi8>) outs(%ti : tensor<4x8xi32>) -> tensor<4x8xi32>
  %6 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%i8 : tensor<4x8xi8>) outs(%ti : tensor<4x8xi32>) -> tensor<4x8xi32>
  %7 = linalg.copy ins(%ti : tensor<4x8xi32>) outs(%i8 : tensor<4x8xi8>) -> tensor<4x8xi8>
  %8 = linalg.copy ins(%t : tensor<4x8xf32>) outs(%ti : tensor<4x8xi32>) -> tensor<4x8xi32>
  %9 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%i8 : tensor<4x8xi8>) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  %10 = linalg.fill {tag = "x"} ins(%s : f32) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}

func.func @contractions(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>, %ai: tensor<4x8xi8>, %bi: tensor<8x16xi8>, %ci: tensor<4x16xi32>, %ah: tensor<4x8xf16>, %bh: tensor<8x16xf16>, %at: tensor<8x4xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %1 = linalg.matmul ins(%ai, %bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%ci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %2 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%ai, %bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%ci : tensor<4x16xi32>) -> tensor<4x16xi32>
  %3 = linalg.matmul ins(%ah, %bh : tensor<4x8xf16>, tensor<8x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %4 = linalg.matmul ins(%ai, %bi : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %5 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%at, %b : tensor<8x4xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %6 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  %7 = linalg.matmul {tag} ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) {late} -> tensor<4x16xf32>
  return
}

func.func @more_contractions(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<2x4x16xf32>, %m: tensor<4x8xf32>, %v: tensor<8xf32>, %w: tensor<4xf32>, %s: tensor<f32>, %mm: memref<4x8xf32>, %mv: memref<8xf32>, %mw: memref<4xf32>, %ms: memref<f32>, %sq: memref<8x8xf32>) {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  %1 = linalg.matvec ins(%m, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.vecmat ins(%w, %m : tensor<4xf32>, tensor<4x8xf32>) outs(%v : tensor<8xf32>) -> tensor<8xf32>
  %3 = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  linalg.matvec ins(%mm, %mv : memref<4x8xf32>, memref<8xf32>) outs(%mw : memref<4xf32>)
  linalg.dot ins(%mv, %mv : memref<8xf32>, memref<8xf32>) outs(%ms : memref<f32>)
  linalg.matmul ins(%sq, %sq : memref<8x8xf32>, memref<8x8xf32>) outs(%sq : memref<8x8xf32>)
  return
}

func.func @conv(%i: tensor<1x10x10x3xf32>, %k: tensor<3x3x3x8xf32>, %o: tensor<1x8x8x8xf32>, %o2: tensor<1x4x4x8xf32>, %o3: tensor<1x6x6x8xf32>, %mi: memref<1x10x10x3xf32>, %mk: memref<3x3x3x8xf32>, %mo: memref<1x8x8x8xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf ins(%i, %k : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%o : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %k : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%o2 : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
  %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<[2, 2]> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %k : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%o3 : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%mi, %mk : memref<1x10x10x3xf32>, memref<3x3x3x8xf32>) outs(%mo : memref<1x8x8x8xf32>)
  return
}

// Properties written inline; batch_matmul with explicit maps.  An inline
// `cast` is stored but, as upstream, does not change the body's casts.
func.func @inline_props(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xi32>, %a3: tensor<2x8x4xi8>, %b3: tensor<2x8x16xi8>, %c3: tensor<2x4x16xi32>) {
  %0 = linalg.matmul <{cast = #linalg.type_fn<cast_unsigned>}> ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  %1 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a3, %b3 : tensor<2x8x4xi8>, tensor<2x8x16xi8>) outs(%c3 : tensor<2x4x16xi32>) -> tensor<2x4x16xi32>
  return
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @fill_copy(%arg0: f32, %arg1: i32, %arg2: tensor<4x8xf32>, %arg3: tensor<4x8xi32>, %arg4: tensor<4x8xf16>, %arg5: memref<4x8xf32>, %arg6: tensor<4x8xf64>, %arg7: tensor<4x8xi8>) {
// CHECK-NEXT:     %0 = linalg.fill ins(%arg0 : f32) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%arg1 : i32) outs(%arg3 : tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     linalg.fill ins(%arg0 : f32) outs(%arg5 : memref<4x8xf32>)
// CHECK-NEXT:     %2 = linalg.copy ins(%arg2 : tensor<4x8xf32>) outs(%0 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     linalg.copy ins(%arg5 : memref<4x8xf32>) outs(%arg5 : memref<4x8xf32>)
// CHECK-NEXT:     %3 = linalg.copy ins(%arg4 : tensor<4x8xf16>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %4 = linalg.copy ins(%arg6 : tensor<4x8xf64>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %5 = linalg.copy ins(%arg7 : tensor<4x8xi8>) outs(%arg3 : tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %6 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg7 : tensor<4x8xi8>) outs(%arg3 : tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %7 = linalg.copy ins(%arg3 : tensor<4x8xi32>) outs(%arg7 : tensor<4x8xi8>) -> tensor<4x8xi8>
// CHECK-NEXT:     %8 = linalg.copy ins(%arg2 : tensor<4x8xf32>) outs(%arg3 : tensor<4x8xi32>) -> tensor<4x8xi32>
// CHECK-NEXT:     %9 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%arg7 : tensor<4x8xi8>) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     %10 = linalg.fill {tag = "x"} ins(%arg0 : f32) outs(%arg2 : tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @contractions(%arg0: tensor<4x8xf32>, %arg1: tensor<8x16xf32>, %arg2: tensor<4x16xf32>, %arg3: tensor<4x8xi8>, %arg4: tensor<8x16xi8>, %arg5: tensor<4x16xi32>, %arg6: tensor<4x8xf16>, %arg7: tensor<8x16xf16>, %arg8: tensor<8x4xf32>) {
// CHECK-NEXT:     %0 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     %1 = linalg.matmul ins(%arg3, %arg4 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg5 : tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK-NEXT:     %2 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg3, %arg4 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg5 : tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK-NEXT:     %3 = linalg.matmul ins(%arg6, %arg7 : tensor<4x8xf16>, tensor<8x16xf16>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     %4 = linalg.matmul ins(%arg3, %arg4 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     %5 = linalg.matmul indexing_maps = [#map, #map1, #map2] ins(%arg8, %arg1 : tensor<8x4xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     %6 = linalg.matmul ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     %7 = linalg.matmul {late, tag} ins(%arg0, %arg1 : tensor<4x8xf32>, tensor<8x16xf32>) outs(%arg2 : tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @more_contractions(%arg0: tensor<2x4x8xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x4x16xf32>, %arg3: tensor<4x8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<4xf32>, %arg6: tensor<f32>, %arg7: memref<4x8xf32>, %arg8: memref<8xf32>, %arg9: memref<4xf32>, %arg10: memref<f32>, %arg11: memref<8x8xf32>) {
// CHECK-NEXT:     %0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%arg2 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
// CHECK-NEXT:     %1 = linalg.matvec ins(%arg3, %arg4 : tensor<4x8xf32>, tensor<8xf32>) outs(%arg5 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %2 = linalg.vecmat ins(%arg5, %arg3 : tensor<4xf32>, tensor<4x8xf32>) outs(%arg4 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %3 = linalg.dot ins(%arg4, %arg4 : tensor<8xf32>, tensor<8xf32>) outs(%arg6 : tensor<f32>) -> tensor<f32>
// CHECK-NEXT:     linalg.matvec ins(%arg7, %arg8 : memref<4x8xf32>, memref<8xf32>) outs(%arg9 : memref<4xf32>)
// CHECK-NEXT:     linalg.dot ins(%arg8, %arg8 : memref<8xf32>, memref<8xf32>) outs(%arg10 : memref<f32>)
// CHECK-NEXT:     linalg.matmul ins(%arg11, %arg11 : memref<8x8xf32>, memref<8x8xf32>) outs(%arg11 : memref<8x8xf32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @conv(%arg0: tensor<1x10x10x3xf32>, %arg1: tensor<3x3x3x8xf32>, %arg2: tensor<1x8x8x8xf32>, %arg3: tensor<1x4x4x8xf32>, %arg4: tensor<1x6x6x8xf32>, %arg5: memref<1x10x10x3xf32>, %arg6: memref<3x3x3x8xf32>, %arg7: memref<1x8x8x8xf32>) {
// CHECK-NEXT:     %0 = linalg.conv_2d_nhwc_hwcf ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%arg2 : tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
// CHECK-NEXT:     %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%arg3 : tensor<1x4x4x8xf32>) -> tensor<1x4x4x8xf32>
// CHECK-NEXT:     %2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x10x10x3xf32>, tensor<3x3x3x8xf32>) outs(%arg4 : tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
// CHECK-NEXT:     linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : vector<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg5, %arg6 : memref<1x10x10x3xf32>, memref<3x3x3x8xf32>) outs(%arg7 : memref<1x8x8x8xf32>)
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @inline_props(%arg0: tensor<4x8xi8>, %arg1: tensor<8x16xi8>, %arg2: tensor<4x16xi32>, %arg3: tensor<2x8x4xi8>, %arg4: tensor<2x8x16xi8>, %arg5: tensor<2x4x16xi32>) {
// CHECK-NEXT:     %0 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%arg2 : tensor<4x16xi32>) -> tensor<4x16xi32>
// CHECK-NEXT:     %1 = linalg.batch_matmul indexing_maps = [#map3, #map4, #map5] ins(%arg3, %arg4 : tensor<2x8x4xi8>, tensor<2x8x16xi8>) outs(%arg5 : tensor<2x4x16xi32>) -> tensor<2x4x16xi32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
