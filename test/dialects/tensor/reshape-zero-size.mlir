// RUN: bufopt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// A reassociation group with a 0 size has size 0 (upstream's product), so
// collapsing 0x5 into 0 and expanding 0 into 0x5 verify; a wrong static size
// is still an error (reshape-zero-size-invalid.mlir).

// CHECK-LABEL: func.func @collapse_zero
// CHECK: tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<0x5xf32> into tensor<0xf32>
func.func @collapse_zero(%t: tensor<0x5xf32>) -> tensor<0xf32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<0x5xf32> into tensor<0xf32>
  return %c : tensor<0xf32>
}

// CHECK-LABEL: func.func @expand_zero
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0, 1], [2]] output_shape [5, 0, 3] : tensor<0x3xf32> into tensor<5x0x3xf32>
func.func @expand_zero(%t: tensor<0x3xf32>) -> tensor<5x0x3xf32> {
  %c = tensor.expand_shape %t [[0, 1], [2]] output_shape [5, 0, 3] : tensor<0x3xf32> into tensor<5x0x3xf32>
  return %c : tensor<5x0x3xf32>
}

// CHECK-LABEL: func.func @memref_collapse_zero
// CHECK: memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<0x5xf32> into memref<0xf32>
func.func @memref_collapse_zero(%m: memref<0x5xf32>) -> memref<0xf32> {
  %c = memref.collapse_shape %m [[0, 1]] : memref<0x5xf32> into memref<0xf32>
  return %c : memref<0xf32>
}
