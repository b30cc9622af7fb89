// copy-before-write: no analysis; every write copies except the first write
// into a fresh tensor.empty buffer.  Expected text: mlir-opt 22's (which
// crashes on func.call with this option, so no call here).
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries copy-before-write" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries copy-before-write" | FileCheck %s

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @layers(%x0: tensor<16x16xf32>, %w: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e1 = tensor.empty() : tensor<16x16xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %m1 = linalg.matmul ins(%x0, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f1 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %x1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%m1, %x0 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e1 : tensor<16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<16x16xf32>
  %e2 = tensor.empty() : tensor<16x16xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %m2 = linalg.matmul ins(%x1, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%f2 : tensor<16x16xf32>) -> tensor<16x16xf32>
  %x2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%m2, %x1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%e2 : tensor<16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<16x16xf32>
  return %x2 : tensor<16x16xf32>
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index, %s: f32) -> (tensor<4xf32>, f32) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %c2 = arith.constant dense<[1.0, 2.0, 3.0, 5.0]> : tensor<4xf32>
  %c3 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %x = tensor.extract %a[%i] : tensor<4xf32>
  %b = tensor.insert %s into %c[%i] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %y = tensor.extract %a[%i] : tensor<4xf32>
  %z = tensor.extract %c2[%i] : tensor<4xf32>
  %w = tensor.extract %c3[%i] : tensor<4xf32>
  %sl = tensor.extract_slice %f[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %ins = tensor.insert_slice %sl into %b[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
  %d = tensor.dim %ins, %i : tensor<4xf32>
  %r = arith.addf %x, %y : f32
  return %ins, %r : tensor<4xf32>, f32
}

// -----

func.func @slice_fill_insert(%A: tensor<8xf32>, %s: f32) -> tensor<8xf32> {
  %sl = tensor.extract_slice %A[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %f = linalg.fill ins(%s : f32) outs(%sl : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %A[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}
// -----
func.func @slice_read_later(%A: tensor<8xf32>, %s: f32, %i: index) -> (tensor<8xf32>, f32) {
  %sl = tensor.extract_slice %A[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %f = linalg.fill ins(%s : f32) outs(%sl : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %f into %A[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %x = tensor.extract %A[%i] : tensor<8xf32>
  return %r, %x : tensor<8xf32>, f32
}

// -----

func.func @f(%a: tensor<4xf32>, %s: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %1 = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @layers(%arg0: memref<16x16xf32, strided<[?, ?], offset: ?>>, %arg1: memref<16x16xf32, strided<[?, ?], offset: ?>>) -> memref<16x16xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc : memref<16x16xf32>)
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
// CHECK-NEXT:     memref.copy %alloc, %alloc_0 : memref<16x16xf32> to memref<16x16xf32>
// CHECK-NEXT:     linalg.matmul ins(%arg0, %arg1 : memref<16x16xf32, strided<[?, ?], offset: ?>>, memref<16x16xf32, strided<[?, ?], offset: ?>>) outs(%alloc_0 : memref<16x16xf32>)
// CHECK-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_0, %arg0 : memref<16x16xf32>, memref<16x16xf32, strided<[?, ?], offset: ?>>) outs(%alloc_1 : memref<16x16xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_5: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.addf %in, %in_5 : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc_2 : memref<16x16xf32>)
// CHECK-NEXT:     %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
// CHECK-NEXT:     memref.copy %alloc_2, %alloc_3 : memref<16x16xf32> to memref<16x16xf32>
// CHECK-NEXT:     linalg.matmul ins(%alloc_1, %arg1 : memref<16x16xf32>, memref<16x16xf32, strided<[?, ?], offset: ?>>) outs(%alloc_3 : memref<16x16xf32>)
// CHECK-NEXT:     %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_3, %alloc_1 : memref<16x16xf32>, memref<16x16xf32>) outs(%alloc_4 : memref<16x16xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_5: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.addf %in, %in_5 : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %cast = memref.cast %alloc_4 : memref<16x16xf32> to memref<16x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc_4 : memref<16x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_4xf32_0 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 5.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @f(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT:     %1 = memref.get_global @__constant_4xf32_0 : memref<4xf32>
// CHECK-NEXT:     %2 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT:     %3 = memref.load %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg2 : f32) outs(%alloc_0 : memref<4xf32>)
// CHECK-NEXT:     %4 = memref.load %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %5 = memref.load %1[%arg1] : memref<4xf32>
// CHECK-NEXT:     %6 = memref.load %2[%arg1] : memref<4xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc_0[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %alloc, %alloc_1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %subview_2 = memref.subview %alloc_1[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:     memref.copy %subview, %subview_2 : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:     %dim = memref.dim %alloc_1, %arg1 : memref<4xf32>
// CHECK-NEXT:     %7 = arith.addf %3, %4 : f32
// CHECK-NEXT:     %cast = memref.cast %alloc_1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc_1, %7 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @slice_fill_insert(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<8xf32> {
// CHECK-NEXT:     %subview = memref.subview %arg0[2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc_0 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT:     %subview_1 = memref.subview %alloc_0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     memref.copy %alloc, %subview_1 : memref<4xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     %cast = memref.cast %alloc_0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc_0 : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @slice_read_later(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<8xf32>, f32) {
// CHECK-NEXT:     %subview = memref.subview %arg0[2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc_0 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT:     %subview_1 = memref.subview %alloc_0[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT:     memref.copy %alloc, %subview_1 : memref<4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT:     %0 = memref.load %arg0[%arg2] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc_0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc_0, %0 : memref<8xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<4xf32>)
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast_1 = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc, %alloc_0 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
