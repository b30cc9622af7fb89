// function-boundary-type-conversion=identity-layout-map: arguments and
// results are identity memrefs.  Expected text: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s

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

func.func @two_fills(%a: tensor<4xf32>, %s: f32, %t: f32, %i: index) -> (f32, f32) {
  %1 = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.fill ins(%t : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %1[%i] : tensor<4xf32>
  %y = tensor.extract %2[%i] : tensor<4xf32>
  return %x, %y : f32, f32
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @elementwise_same(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @matmul_self(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%a : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @insert_chain(%a: tensor<4xf32>, %s: f32, %i: index, %j: index) -> (tensor<4xf32>, f32) {
  %1 = tensor.insert %s into %a[%i] : tensor<4xf32>
  %2 = tensor.insert %s into %1[%j] : tensor<4xf32>
  %x = tensor.extract %1[%j] : tensor<4xf32>
  return %2, %x : tensor<4xf32>, f32
}

// -----

func.func @slice_alias_read(%a: tensor<8xf32>, %s: f32, %i: index) -> (tensor<4xf32>, f32) {
  %sl = tensor.extract_slice %a[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %f = linalg.fill ins(%s : f32) outs(%sl : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %a[%i] : tensor<8xf32>
  return %f, %x : tensor<4xf32>, f32
}

// -----

func.func @alloc_tensor_copy(%a: tensor<4xf32>, %s: f32, %i: index) -> (tensor<4xf32>, f32) {
  %c = bufferization.alloc_tensor() copy(%a) : tensor<4xf32>
  %1 = tensor.insert %s into %c[%i] : tensor<4xf32>
  %x = tensor.extract %a[%i] : tensor<4xf32>
  return %1, %x : tensor<4xf32>, f32
}

// -----

func.func private @callee(%a: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = arith.constant 2.0 : f32
  %f = linalg.fill ins(%c : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
func.func @caller(%a: tensor<4xf32>, %i: index) -> f32 {
  %r = func.call @callee(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %r[%i] : tensor<4xf32>
  return %x : f32
}

// -----

func.func @dims(%a: tensor<?x4xf32>, %s: f32) -> tensor<?x4xf32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%d) : tensor<?x4xf32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<?x4xf32>) -> tensor<?x4xf32>
  %g = linalg.add ins(%f, %a : tensor<?x4xf32>, tensor<?x4xf32>) outs(%a : tensor<?x4xf32>) -> tensor<?x4xf32>
  %c = tensor.cast %g : tensor<?x4xf32> to tensor<?x4xf32>
  return %c : tensor<?x4xf32>
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

func.func @f(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>, tensor<2x3xi32>) {
  %c = arith.constant dense<1.0> : tensor<f32>
  %d = arith.constant dense<1> : tensor<2x3xi32>
  %s = arith.constant 1.0 : f32
  %f = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %f, %c, %d : tensor<4xf32>, tensor<f32>, tensor<2x3xi32>
}

// -----

func.func @f(%a: tensor<4xf32>, %s: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %1 = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.fill ins(%s : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %1, %2 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @g(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

// -----

func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
func.func @f(%a: tensor<4xf32>, %i: index) -> (tensor<4xf32>, f32) {
  %r = func.call @ext(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %a[%i] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// -----

func.func @f(%a: f32, %b: f32, %t: tensor<2x3xf32>) -> (tensor<3xf32>, tensor<2x2xf32>, index, tensor<6xf32>, tensor<4xf32>) {
  %0 = tensor.from_elements %a, %b, %a : tensor<3xf32>
  %1 = tensor.from_elements %a, %b, %a, %b : tensor<2x2xf32>
  %r = tensor.rank %t : tensor<2x3xf32>
  %c = tensor.empty() : tensor<6xf32>
  %s = tensor.splat %a : tensor<4xf32>
  return %0, %1, %r, %c, %s : tensor<3xf32>, tensor<2x2xf32>, index, tensor<6xf32>, tensor<4xf32>
}

// -----

func.func @f(%a0: tensor<8xf32>, %a1: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %v1 = linalg.add ins(%a1, %a1 : tensor<8xf32>, tensor<8xf32>) outs(%a0 : tensor<8xf32>) -> tensor<8xf32>
  %v3 = linalg.copy ins(%v1 : tensor<8xf32>) outs(%v1 : tensor<8xf32>) -> tensor<8xf32>
  %v5 = linalg.copy ins(%v1 : tensor<8xf32>) outs(%a1 : tensor<8xf32>) -> tensor<8xf32>
  return %v3, %v5 : tensor<8xf32>, tensor<8xf32>
}

// -----

func.func @f(%a0: tensor<8xf32>, %s: f32, %i: index, %e: tensor<8xf32>) -> tensor<8xf32> {
  %v2 = tensor.insert %s into %a0[%i] : tensor<8xf32>
  %v3 = linalg.copy ins(%e : tensor<8xf32>) outs(%a0 : tensor<8xf32>) -> tensor<8xf32>
  %v6 = linalg.copy ins(%v3 : tensor<8xf32>) outs(%v2 : tensor<8xf32>) -> tensor<8xf32>
  return %v3 : tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @f(%a0: tensor<8xf32>, %a1: tensor<8xf32>, %s: f32, %i: index) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %v1 = linalg.fill ins(%s : f32) outs(%a1 : tensor<8xf32>) -> tensor<8xf32>
  %v2 = tensor.empty() : tensor<8xf32>
  %v3 = linalg.fill ins(%s : f32) outs(%a1 : tensor<8xf32>) -> tensor<8xf32>
  %v4 = tensor.extract %v2[%c0] : tensor<8xf32>
  %v5 = tensor.extract %v1[%c0] : tensor<8xf32>
  %v6 = linalg.copy ins(%a0 : tensor<8xf32>) outs(%a0 : tensor<8xf32>) -> tensor<8xf32>
  return %v2, %v6, %a0, %v5 : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>, f32
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @f(%a0: tensor<8xf32>, %a1: tensor<8xf32>, %s: f32, %i: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %v1 = tensor.insert %s into %a1[%i] : tensor<8xf32>
  %v2 = tensor.extract_slice %a0[4] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %v3 = tensor.empty() : tensor<8xf32>
  %v4 = tensor.empty() : tensor<8xf32>
  %v5 = linalg.fill ins(%s : f32) outs(%a0 : tensor<8xf32>) -> tensor<8xf32>
  %v6 = tensor.insert %s into %v3[%i] : tensor<8xf32>
  %v7 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%v6 : tensor<8xf32>) outs(%v1 : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.addf %in, %out : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  %v8 = tensor.insert %s into %v7[%i] : tensor<8xf32>
  %v9 = tensor.insert_slice %v2 into %v3[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %v10 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%v6 : tensor<8xf32>) outs(%v6 : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.addf %in, %out : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  %v11 = linalg.add ins(%v3, %v8 : tensor<8xf32>, tensor<8xf32>) outs(%v10 : tensor<8xf32>) -> tensor<8xf32>
  return %v4, %v11 : tensor<8xf32>, tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @f(%a0: tensor<8xf32>, %a1: tensor<8xf32>, %s: f32, %i: index) -> (tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %v1 = linalg.fill ins(%s : f32) outs(%a1 : tensor<8xf32>) -> tensor<8xf32>
  %v2 = tensor.insert %s into %a0[%i] : tensor<8xf32>
  %v3 = tensor.extract_slice %a0[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %v4 = tensor.insert_slice %v3 into %a1[4] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %v5 = tensor.insert_slice %v3 into %v2[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %v1 : tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @f(%a0: tensor<8xf32>, %a1: tensor<8xf32>, %s: f32, %i: index) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %v1 = tensor.empty() : tensor<8xf32>
  %v2 = tensor.insert %s into %a0[%i] : tensor<8xf32>
  %v3 = linalg.copy ins(%v1 : tensor<8xf32>) outs(%a0 : tensor<8xf32>) -> tensor<8xf32>
  %v4 = tensor.extract %v3[%c0] : tensor<8xf32>
  %v5 = tensor.extract_slice %v1[4] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %v6 = linalg.copy ins(%v3 : tensor<8xf32>) outs(%v2 : tensor<8xf32>) -> tensor<8xf32>
  return %v3, %v4 : tensor<8xf32>, f32
}

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @layers(%arg0: memref<16x16xf32>, %arg1: memref<16x16xf32>) -> memref<16x16xf32> {
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc : memref<16x16xf32>)
// CHECK-NEXT:     linalg.matmul ins(%arg0, %arg1 : memref<16x16xf32>, memref<16x16xf32>) outs(%alloc : memref<16x16xf32>)
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc, %arg0 : memref<16x16xf32>, memref<16x16xf32>) outs(%alloc : memref<16x16xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.addf %in, %in_1 : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<16x16xf32>
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<16x16xf32>)
// CHECK-NEXT:     linalg.matmul ins(%alloc, %arg1 : memref<16x16xf32>, memref<16x16xf32>) outs(%alloc_0 : memref<16x16xf32>)
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%alloc_0, %alloc : memref<16x16xf32>, memref<16x16xf32>) outs(%alloc_0 : memref<16x16xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %in_1: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.addf %in, %in_1 : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %alloc_0 : memref<16x16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @two_fills(%arg0: memref<4xf32>, %arg1: f32, %arg2: f32, %arg3: index) -> (f32, f32) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     linalg.fill ins(%arg2 : f32) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT:     %0 = memref.load %alloc[%arg3] : memref<4xf32>
// CHECK-NEXT:     %1 = memref.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT:     return %0, %1 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @elementwise_same(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf32>) outs(%arg0 : memref<4xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.mulf %in, %in : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul_self(%arg0: memref<4x4xf32>) -> memref<4x4xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4x4xf32> to memref<4x4xf32>
// CHECK-NEXT:     linalg.matmul ins(%arg0, %arg0 : memref<4x4xf32>, memref<4x4xf32>) outs(%alloc : memref<4x4xf32>)
// CHECK-NEXT:     return %alloc : memref<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @insert_chain(%arg0: memref<4xf32>, %arg1: f32, %arg2: index, %arg3: index) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     memref.store %arg1, %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%arg3] : memref<4xf32>
// CHECK-NEXT:     %0 = memref.load %arg0[%arg3] : memref<4xf32>
// CHECK-NEXT:     return %alloc, %0 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @slice_alias_read(%arg0: memref<8xf32>, %arg1: f32, %arg2: index) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %subview = memref.subview %arg0[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     %0 = memref.load %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT:     return %alloc, %0 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @alloc_tensor_copy(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT:     %0 = memref.load %arg0[%arg2] : memref<4xf32>
// CHECK-NEXT:     return %alloc, %0 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @callee(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     return %alloc : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = call @callee(%arg0) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT:     %1 = memref.load %0[%arg1] : memref<4xf32>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dims(%arg0: memref<?x4xf32>, %arg1: f32) -> memref<?x4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x4xf32>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<?x4xf32>)
// CHECK-NEXT:     linalg.add ins(%alloc, %arg0 : memref<?x4xf32>, memref<?x4xf32>) outs(%arg0 : memref<?x4xf32>)
// CHECK-NEXT:     return %arg0 : memref<?x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_4xf32_0 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 5.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @f(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT:     %1 = memref.get_global @__constant_4xf32_0 : memref<4xf32>
// CHECK-NEXT:     %2 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT:     %3 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg2 : f32) outs(%alloc_0 : memref<4xf32>)
// CHECK-NEXT:     %4 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:     %5 = memref.load %1[%arg1] : memref<4xf32>
// CHECK-NEXT:     %6 = memref.load %2[%arg1] : memref<4xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc_0[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT:     %subview_1 = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:     memref.copy %subview, %subview_1 : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:     %dim = memref.dim %alloc, %arg1 : memref<4xf32>
// CHECK-NEXT:     %7 = arith.addf %3, %4 : f32
// CHECK-NEXT:     return %alloc, %7 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @slice_fill_insert(%arg0: memref<8xf32>, %arg1: f32) -> memref<8xf32> {
// CHECK-NEXT:     %subview = memref.subview %arg0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%subview : memref<4xf32, strided<[1], offset: 2>>)
// CHECK-NEXT:     %subview_0 = memref.subview %arg0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     memref.copy %subview, %subview_0 : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     return %arg0 : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @slice_read_later(%arg0: memref<8xf32>, %arg1: f32, %arg2: index) -> (memref<8xf32>, f32) {
// CHECK-NEXT:     %subview = memref.subview %arg0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc_0 : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:     %subview_1 = memref.subview %alloc_0[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT:     memref.copy %alloc, %subview_1 : memref<4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT:     %0 = memref.load %arg0[%arg2] : memref<8xf32>
// CHECK-NEXT:     return %alloc_0, %0 : memref<8xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_2x3xi32 : memref<2x3xi32> = dense<1> {alignment = 64 : i64}
// CHECK-NEXT:   memref.global "private" constant @__constant_xf32 : memref<f32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @f(%arg0: memref<4xf32>) -> (memref<4xf32>, memref<f32>, memref<2x3xi32>) {
// CHECK-NEXT:     %0 = memref.get_global @__constant_xf32 : memref<f32>
// CHECK-NEXT:     %1 = memref.get_global @__constant_2x3xi32 : memref<2x3xi32>
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT:     return %arg0, %0, %1 : memref<4xf32>, memref<f32>, memref<2x3xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<4xf32>, %arg1: f32) -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%arg0 : memref<4xf32>)
// CHECK-NEXT:     return %alloc, %arg0 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK-NEXT:     return %arg0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @ext(memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT:   func.func @f(%arg0: memref<4xf32>, %arg1: index) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %0 = call @ext(%alloc) : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT:     %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT:     return %0, %1 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: f32, %arg1: f32, %arg2: memref<2x3xf32>) -> (memref<3xf32>, memref<2x2xf32>, index, memref<6xf32>, memref<4xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     memref.store %arg0, %alloc[%c0] : memref<3xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%c1] : memref<3xf32>
// CHECK-NEXT:     memref.store %arg0, %alloc[%c2] : memref<3xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
// CHECK-NEXT:     %c0_1 = arith.constant 0 : index
// CHECK-NEXT:     %c1_2 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %arg0, %alloc_0[%c0_1, %c0_1] : memref<2x2xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc_0[%c0_1, %c1_2] : memref<2x2xf32>
// CHECK-NEXT:     memref.store %arg0, %alloc_0[%c1_2, %c0_1] : memref<2x2xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc_0[%c1_2, %c1_2] : memref<2x2xf32>
// CHECK-NEXT:     %0 = memref.rank %arg2 : memref<2x3xf32>
// CHECK-NEXT:     %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CHECK-NEXT:     %alloc_4 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.map outs(%alloc_4 : memref<4xf32>)
// CHECK-NEXT:       (%init: f32) {
// CHECK-NEXT:         linalg.yield %arg0 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     return %alloc, %alloc_0, %0, %alloc_3, %alloc_4 : memref<3xf32>, memref<2x2xf32>, index, memref<6xf32>, memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<8xf32>, %arg1: memref<8xf32>) -> (memref<8xf32>, memref<8xf32>) {
// CHECK-NEXT:     linalg.add ins(%arg1, %arg1 : memref<8xf32>, memref<8xf32>) outs(%arg0 : memref<8xf32>)
// CHECK-NEXT:     linalg.copy ins(%arg0 : memref<8xf32>) outs(%arg0 : memref<8xf32>)
// CHECK-NEXT:     linalg.copy ins(%arg0 : memref<8xf32>) outs(%arg1 : memref<8xf32>)
// CHECK-NEXT:     return %arg0, %arg1 : memref<8xf32>, memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<8xf32>, %arg1: f32, %arg2: index, %arg3: memref<8xf32>) -> memref<8xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<8xf32>
// CHECK-NEXT:     linalg.copy ins(%arg3 : memref<8xf32>) outs(%arg0 : memref<8xf32>)
// CHECK-NEXT:     linalg.copy ins(%arg0 : memref<8xf32>) outs(%alloc : memref<8xf32>)
// CHECK-NEXT:     return %arg0 : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: f32, %arg3: index) -> (memref<8xf32>, memref<8xf32>, memref<8xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     linalg.fill ins(%arg2 : f32) outs(%alloc : memref<8xf32>)
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     linalg.fill ins(%arg2 : f32) outs(%arg1 : memref<8xf32>)
// CHECK-NEXT:     %0 = memref.load %alloc_0[%c0] : memref<8xf32>
// CHECK-NEXT:     %1 = memref.load %alloc[%c0] : memref<8xf32>
// CHECK-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     linalg.copy ins(%arg0 : memref<8xf32>) outs(%alloc_1 : memref<8xf32>)
// CHECK-NEXT:     return %alloc_0, %alloc_1, %arg0, %1 : memref<8xf32>, memref<8xf32>, memref<8xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: f32, %arg3: index) -> (memref<8xf32>, memref<8xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     memref.store %arg2, %arg1[%arg3] : memref<8xf32>
// CHECK-NEXT:     %subview = memref.subview %arg0[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %subview, %alloc : memref<4xf32, strided<[1], offset: 4>> to memref<4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     linalg.fill ins(%arg2 : f32) outs(%arg0 : memref<8xf32>)
// CHECK-NEXT:     %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc_2[%arg3] : memref<8xf32>
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%alloc_2 : memref<8xf32>) outs(%arg1 : memref<8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     memref.store %arg2, %arg1[%arg3] : memref<8xf32>
// CHECK-NEXT:     %subview_3 = memref.subview %alloc_0[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT:     memref.copy %alloc, %subview_3 : memref<4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%alloc_2 : memref<8xf32>) outs(%alloc_2 : memref<8xf32>) {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %0 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %0 : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     linalg.add ins(%alloc_0, %arg1 : memref<8xf32>, memref<8xf32>) outs(%alloc_2 : memref<8xf32>)
// CHECK-NEXT:     return %alloc_1, %alloc_2 : memref<8xf32>, memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: f32, %arg3: index) -> memref<8xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     linalg.fill ins(%arg2 : f32) outs(%alloc : memref<8xf32>)
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc_0 : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc_0[%arg3] : memref<8xf32>
// CHECK-NEXT:     %subview = memref.subview %arg0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     %subview_1 = memref.subview %arg1[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT:     memref.copy %subview, %subview_1 : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT:     %subview_2 = memref.subview %alloc_0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     memref.copy %subview, %subview_2 : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     return %alloc : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: memref<8xf32>, %arg1: memref<8xf32>, %arg2: f32, %arg3: index) -> (memref<8xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc_0 : memref<8xf32> to memref<8xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc_0[%arg3] : memref<8xf32>
// CHECK-NEXT:     linalg.copy ins(%alloc : memref<8xf32>) outs(%arg0 : memref<8xf32>)
// CHECK-NEXT:     %0 = memref.load %arg0[%c0] : memref<8xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[4] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT:     linalg.copy ins(%arg0 : memref<8xf32>) outs(%alloc_0 : memref<8xf32>)
// CHECK-NEXT:     return %arg0, %0 : memref<8xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
