// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: bufopt %s | bufopt --mlir-print-op-generic > %t.ours
// RUN: mlir-opt --mlir-print-op-generic %s > %t.ref
// RUN: diff %t.ours %t.ref

// Lazy implicit bodies: on the plain round trip (no passes, custom form) the
// parser leaves the bodies of fill, copy and matmul-like ops with one element
// type unbuilt.  The printed text must not change: the custom form never
// prints them, and the names MLIR gives values inside them never show
// (below, the %in / %out names of the generic body and the numbering after
// the named ops are those of mlir-opt).  The generic form, which prints the
// bodies, is compared with mlir-opt's after a lazy round trip, and so is the
// output of a pass (the bodies are built when the pipeline starts).
func.func @chain(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>, %m: memref<8x8xi32>, %n: memref<8x8xi32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %0 = linalg.matmul ins(%x, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %1 = linalg.copy ins(%0 : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = arith.addf %in, %out : f32
    linalg.yield %3 : f32
  } -> tensor<8x8xf32>
  linalg.fill ins(%c0 : i32) outs(%n : memref<8x8xi32>)
  linalg.matmul ins(%m, %m : memref<8x8xi32>, memref<8x8xi32>) outs(%n : memref<8x8xi32>)
  %4 = tensor.empty() : tensor<8xf32>
  %v = tensor.extract_slice %2[0, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
  %5 = linalg.matvec ins(%x, %v : tensor<8x8xf32>, tensor<8xf32>) outs(%4 : tensor<8xf32>) -> tensor<8xf32>
  %6 = linalg.add ins(%2, %0 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %6 : tensor<8x8xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @chain(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: memref<8x8xi32>, %arg3: memref<8x8xi32>) -> tensor<8x8xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8x8xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:     %2 = linalg.matmul ins(%arg0, %arg1 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%1 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:     %3 = linalg.copy ins(%2 : tensor<8x8xf32>) outs(%0 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:     %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%3 : tensor<8x8xf32>) outs(%0 : tensor<8x8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %8 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %8 : f32
// CHECK-NEXT:     } -> tensor<8x8xf32>
// CHECK-NEXT:     linalg.fill ins(%c0_i32 : i32) outs(%arg3 : memref<8x8xi32>)
// CHECK-NEXT:     linalg.matmul ins(%arg2, %arg2 : memref<8x8xi32>, memref<8x8xi32>) outs(%arg3 : memref<8x8xi32>)
// CHECK-NEXT:     %5 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %4[0, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
// CHECK-NEXT:     %6 = linalg.matvec ins(%arg0, %extracted_slice : tensor<8x8xf32>, tensor<8xf32>) outs(%5 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %7 = linalg.add ins(%4, %2 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%0 : tensor<8x8xf32>) -> tensor<8x8xf32>
// CHECK-NEXT:     return %7 : tensor<8x8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
