// RUN: bufopt %s --split-input-file | FileCheck %s
// RUN: mlir-opt %s --split-input-file | FileCheck %s
// RUN: bufopt %s --split-input-file > %t.bufopt
// RUN: mlir-opt %s --split-input-file > %t.mlir-opt
// RUN: diff %t.bufopt %t.mlir-opt
// RUN: bufopt %s --split-input-file --mlir-print-op-generic > %t.bufopt-generic
// RUN: mlir-opt %s --split-input-file --mlir-print-op-generic > %t.mlir-opt-generic
// RUN: diff %t.bufopt-generic %t.mlir-opt-generic
// RUN: bufopt %s --split-input-file --mlir-print-op-generic | bufopt --split-input-file | FileCheck %s

// linalg.contract (issue 15): a multiply-accumulate over the required
// indexing_maps; a loop the output map lacks is a reduction.  Both tools
// print the same text, custom and generic.

#A = affine_map<(b, m, n, k) -> (b, m, k)>
#B = affine_map<(b, m, n, k) -> (b, k, n)>
#C = affine_map<(b, m, n, k) -> (b, m, n)>
// CHECK-LABEL: func.func @batched(
// CHECK:   linalg.contract indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%arg2 : memref<?x?x?xf32>)
// CHECK:   %0 = linalg.contract indexing_maps = [#map, #map1, #map2] ins(%arg3, %arg4 : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%arg5 : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
func.func @batched(%a: memref<?x?x?xf32>, %b: memref<?x?x?xf32>, %c: memref<?x?x?xf32>,
                   %ta: tensor<2x3x4xf32>, %tb: tensor<2x4x5xf32>, %tc: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  linalg.contract indexing_maps = [#A, #B, #C] ins(%a, %b : memref<?x?x?xf32>, memref<?x?x?xf32>) outs(%c : memref<?x?x?xf32>)
  %0 = linalg.contract indexing_maps = [#A, #B, #C] ins(%ta, %tb : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%tc : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

// A dot product into a scalar, and a transposed-A matmul with a cast.
// CHECK-LABEL: func.func @dot_and_transposed(
// CHECK:   linalg.contract indexing_maps = [#map, #map, #map1] ins(%arg0, %arg1 : memref<8xf32>, memref<8xf32>) outs(%arg2 : memref<f32>)
// CHECK:   linalg.contract indexing_maps = [#map2, #map3, #map4] ins(%arg3, %arg4 : memref<4x3xi8>, memref<4x5xi8>) outs(%arg5 : memref<3x5xi32>)
func.func @dot_and_transposed(%x: memref<8xf32>, %y: memref<8xf32>, %s: memref<f32>,
                              %a: memref<4x3xi8>, %b: memref<4x5xi8>, %c: memref<3x5xi32>) {
  linalg.contract indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>]
      ins(%x, %y : memref<8xf32>, memref<8xf32>) outs(%s : memref<f32>)
  linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : memref<4x3xi8>, memref<4x5xi8>) outs(%c : memref<3x5xi32>)
  return
}
