// Calls returning several aliases of one argument, rewritten (infer-layout-map).
// Expected: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s

func.func @split(%t: tensor<6xf64>) -> (tensor<3xf64>, tensor<3xf64>, f64) {
  %c0 = arith.constant 0 : index
  %lo = tensor.extract_slice %t[0] [3] [1] : tensor<6xf64> to tensor<3xf64>
  %hi = tensor.extract_slice %t[3] [3] [1] : tensor<6xf64> to tensor<3xf64>
  %f = tensor.extract %t[%c0] : tensor<6xf64>
  return %lo, %hi, %f : tensor<3xf64>, tensor<3xf64>, f64
}
func.func @read_both(%t: tensor<6xf64>) -> tensor<3xf64> {
  %r:3 = func.call @split(%t) : (tensor<6xf64>) -> (tensor<3xf64>, tensor<3xf64>, f64)
  %e = tensor.empty() : tensor<3xf64>
  %s = linalg.mul ins(%r#0, %r#1 : tensor<3xf64>, tensor<3xf64>) outs(%e : tensor<3xf64>) -> tensor<3xf64>
  return %s : tensor<3xf64>
}
func.func @from_constant() -> (tensor<3xf64>, f64) {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf64>
  %r:3 = func.call @split(%t) : (tensor<6xf64>) -> (tensor<3xf64>, tensor<3xf64>, f64)
  return %r#1, %r#2 : tensor<3xf64>, f64
}

// -----

func.func @pick(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @use_pick(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r = func.call @pick(%c, %a, %b) : (i1, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %f into %r[%i] : tensor<4xf32>
  %x = tensor.extract %b[%i] : tensor<4xf32>
  return %w, %x : tensor<4xf32>, f32
}
func.func @use_pick_late(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %r = func.call @pick(%c, %a, %b) : (i1, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %f into %r[%i] : tensor<4xf32>
  return %w : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_6xf64 : memref<6xf64> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @split(%arg0: memref<6xf64, strided<[?], offset: ?>>) -> (memref<3xf64, strided<[?], offset: ?>>, memref<3xf64, strided<[?], offset: ?>>, f64) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %subview = memref.subview %arg0[0] [3] [1] : memref<6xf64, strided<[?], offset: ?>> to memref<3xf64, strided<[?], offset: ?>>
// CHECK-NEXT:     %subview_0 = memref.subview %arg0[3] [3] [1] : memref<6xf64, strided<[?], offset: ?>> to memref<3xf64, strided<[?], offset: ?>>
// CHECK-NEXT:     %0 = memref.load %arg0[%c0] : memref<6xf64, strided<[?], offset: ?>>
// CHECK-NEXT:     return %subview, %subview_0, %0 : memref<3xf64, strided<[?], offset: ?>>, memref<3xf64, strided<[?], offset: ?>>, f64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @read_both(%arg0: memref<6xf64, strided<[?], offset: ?>>) -> memref<3xf64> {
// CHECK-NEXT:     %0:3 = call @split(%arg0) : (memref<6xf64, strided<[?], offset: ?>>) -> (memref<3xf64, strided<[?], offset: ?>>, memref<3xf64, strided<[?], offset: ?>>, f64)
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf64>
// CHECK-NEXT:     linalg.mul ins(%0#0, %0#1 : memref<3xf64, strided<[?], offset: ?>>, memref<3xf64, strided<[?], offset: ?>>) outs(%alloc : memref<3xf64>)
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<3xf64> to memref<3xf64, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<3xf64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @from_constant() -> (memref<3xf64, strided<[?], offset: ?>>, f64) {
// CHECK-NEXT:     %0 = memref.get_global @__constant_6xf64 : memref<6xf64>
// CHECK-NEXT:     %cast = memref.cast %0 : memref<6xf64> to memref<6xf64, strided<[?], offset: ?>>
// CHECK-NEXT:     %1:3 = call @split(%cast) : (memref<6xf64, strided<[?], offset: ?>>) -> (memref<3xf64, strided<[?], offset: ?>>, memref<3xf64, strided<[?], offset: ?>>, f64)
// CHECK-NEXT:     return %1#1, %1#2 : memref<3xf64, strided<[?], offset: ?>>, f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @pick(%arg0: i1, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       scf.yield %arg1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg2 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @use_pick(%arg0: i1, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: memref<4xf32, strided<[?], offset: ?>>, %arg3: f32, %arg4: index) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg2, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %0 = call @pick(%arg0, %arg1, %cast) : (i1, memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.store %arg3, %0[%arg4] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = memref.load %arg2[%arg4] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0, %1 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @use_pick_late(%arg0: i1, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: memref<4xf32, strided<[?], offset: ?>>, %arg3: f32, %arg4: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %0 = call @pick(%arg0, %arg1, %arg2) : (i1, memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.store %arg3, %0[%arg4] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
