// RUN: bufopt %s --split-input-file | FileCheck %s
// RUN: mlir-opt %s --split-input-file | FileCheck %s
// RUN: bufopt %s --split-input-file > %t.bufopt
// RUN: mlir-opt %s --split-input-file > %t.mlir-opt
// RUN: diff %t.bufopt %t.mlir-opt
// RUN: bufopt %s --split-input-file --mlir-print-op-generic > %t.bufopt-generic
// RUN: mlir-opt %s --split-input-file --mlir-print-op-generic > %t.mlir-opt-generic
// RUN: diff %t.bufopt-generic %t.mlir-opt-generic
// RUN: bufopt %s --split-input-file --mlir-print-op-generic | bufopt --split-input-file | FileCheck %s

// linalg.elementwise (issue 15): the kind picks the body (unary, binary,
// ternary), the indexing maps default to identities (stored, elided from
// the custom form), an explicit broadcast map is printed.

// CHECK-LABEL: func.func @kinds(
// CHECK:   %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : tensor<8x16xf32>) outs(%arg1 : tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK:   %1 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [#map, #map1, #map] ins(%0, %arg2 : tensor<8x16xf32>, tensor<16xf32>) outs(%arg1 : tensor<8x16xf32>) -> tensor<8x16xf32>
// CHECK:   linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%arg3, %arg3 : memref<4xi32>, memref<4xi32>) outs(%arg4 : memref<4xi32>)
func.func @kinds(%a: tensor<8x16xf32>, %b: tensor<8x16xf32>, %c: tensor<16xf32>, %m: memref<4xi32>, %n: memref<4xi32>) -> tensor<8x16xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<8x16xf32>) outs(%b : tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<add>
      indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>]
      ins(%0, %c : tensor<8x16xf32>, tensor<16xf32>) outs(%b : tensor<8x16xf32>) -> tensor<8x16xf32>
  linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%m, %m : memref<4xi32>, memref<4xi32>) outs(%n : memref<4xi32>)
  return %1 : tensor<8x16xf32>
}

// -----

// CHECK-LABEL: func.func @ternary(
// CHECK:   linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg0, %arg1, %arg1 : memref<4xi1>, memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)
func.func @ternary(%p: memref<4xi1>, %x: memref<4xf32>, %o: memref<4xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%p, %x, %x : memref<4xi1>, memref<4xf32>, memref<4xf32>) outs(%o : memref<4xf32>)
  return
}
