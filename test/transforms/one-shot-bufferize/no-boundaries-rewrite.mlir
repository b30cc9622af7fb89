// One-Shot Bufferize without bufferize-function-boundaries (the default):
// signatures keep their tensors; each use of a tensor argument reads it
// through its own bufferization.to_buffer at the start of the body (latest
// first, fully dynamic layout); arguments are not writable (a write copies
// them); a buffer whose tensor reaches an op that stays on tensors (the
// return, a call) goes through one bufferization.to_tensor made where its op
// stood (several results: last first).  Expected text: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize | FileCheck %s
// RUN: bufopt %s --split-input-file --one-shot-bufferize="unknown-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENT
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="unknown-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENT

func.func @mixed(%t: tensor<4xf32>, %i: index, %v: f32) -> tensor<4xf32> {
  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %1 = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %2 = arith.mulf %v, %v : f32
  %3 = tensor.insert %2 into %1[%i] : tensor<4xf32>
  %x = tensor.extract %0[%i] : tensor<4xf32>
  %4 = tensor.insert %x into %3[%i] : tensor<4xf32>
  return %4 : tensor<4xf32>
}

// -----

func.func @many_reads(%a: tensor<8xf32>, %b: tensor<8xf32>, %i: index) -> (f32, tensor<8xf32>) {
  %x = tensor.extract %a[%i] : tensor<8xf32>
  %y = tensor.extract %b[%i] : tensor<8xf32>
  %z = tensor.extract %a[%i] : tensor<8xf32>
  %s = arith.addf %x, %y : f32
  %s2 = arith.addf %s, %z : f32
  %r = tensor.insert %s2 into %b[%i] : tensor<8xf32>
  return %s2, %r : f32, tensor<8xf32>
}

// -----

func.func @returns_arg_and_slice(%t: tensor<?xf32>, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %s = tensor.extract_slice %t[0] [%n] [1] : tensor<?xf32> to tensor<?xf32>
  return %t, %s : tensor<?xf32>, tensor<?xf32>
}

// -----

func.func @no_tensor_signature(%i: index, %f: f32) -> f32 {
  %e = tensor.empty() : tensor<16xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<16xf32>) -> tensor<16xf32>
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %u = tensor.insert_slice %c into %t[4] [4] [1] : tensor<4xf32> into tensor<16xf32>
  %x = tensor.extract %u[%i] : tensor<16xf32>
  return %x : f32
}

// -----

func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
func.func @calls(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %w = tensor.insert %f into %t[%i] : tensor<4xf32>
  %r = func.call @ext(%w) : (tensor<4xf32>) -> tensor<4xf32>
  %s = func.call @ext(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %s[%i] : tensor<4xf32>
  %r2 = tensor.insert %x into %r[%i] : tensor<4xf32>
  return %r2 : tensor<4xf32>
}

// -----

func.func @multi_results(%f: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %b = linalg.fill ins(%f : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a, %b : tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s, %x : f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>)
  return %r#0, %r#1, %a : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @matmul(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%c : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

func.func @pad(%t: tensor<?xf32>, %l: index, %h: index) -> tensor<?xf32> {
  %c = arith.constant 0.0 : f32
  %p = tensor.pad %t low[%l] high[%h] {
  ^bb0(%i: index):
    tensor.yield %c : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

// -----

func.func @collapse_unit(%t: tensor<1x16xf32>) -> tensor<16xf32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
  return %c : tensor<16xf32>
}

// -----

func.func @to_buffer_ops(%t: tensor<4xf32>, %i: index, %f: f32) -> (f32, f32) {
  %m = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %x = memref.load %m[%i] : memref<4xf32, strided<[?], offset: ?>>
  %n = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  memref.store %f, %n[%i] : memref<4xf32>
  %y = memref.load %n[%i] : memref<4xf32>
  return %x, %y : f32, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @mixed(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg2 : f32) outs(%alloc_0 : memref<4xf32>)
// CHECK-NEXT:     %1 = arith.mulf %arg2, %arg2 : f32
// CHECK-NEXT:     memref.store %1, %alloc_0[%arg1] : memref<4xf32>
// CHECK-NEXT:     %2 = memref.load %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:     memref.store %2, %alloc_0[%arg1] : memref<4xf32>
// CHECK-NEXT:     %3 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     return %3 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @many_reads(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: index) -> (f32, tensor<8xf32>) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg1 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %2 = bufferization.to_buffer %arg1 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %3 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %4 = memref.load %3[%arg2] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %5 = memref.load %2[%arg2] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %6 = memref.load %1[%arg2] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %7 = arith.addf %4, %5 : f32
// CHECK-NEXT:     %8 = arith.addf %7, %6 : f32
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT:     memref.store %8, %alloc[%arg2] : memref<8xf32>
// CHECK-NEXT:     %9 = bufferization.to_tensor %alloc : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT:     return %8, %9 : f32, tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @returns_arg_and_slice(%arg0: tensor<?xf32>, %arg1: index) -> (tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %subview = memref.subview %0[0] [%arg1] [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %subview, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     memref.copy %subview, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT:     %1 = bufferization.to_tensor %alloc : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT:     return %arg0, %1 : tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @no_tensor_signature(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<16xf32>)
// CHECK-NEXT:     %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT:     %subview = memref.subview %alloc[4] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT:     memref.copy %0, %subview : memref<4xf32> to memref<4xf32, strided<[1], offset: 4>>
// CHECK-NEXT:     %1 = memref.load %alloc[%arg0] : memref<16xf32>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:   func.func @calls(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// CHECK-NEXT:     %1 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     %2 = call @ext(%1) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %4 = call @ext(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %5 = bufferization.to_buffer %4 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %6 = memref.load %5[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %3, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %6, %alloc_0[%arg2] : memref<4xf32>
// CHECK-NEXT:     %7 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     return %7 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @multi_results(%arg0: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg0 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     %0 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg0 : f32) outs(%alloc_0 : memref<4xf32>)
// CHECK-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %alloc, %alloc_1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} outs(%alloc_1, %alloc_0 : memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT:     ^bb0(%out: f32, %out_2: f32):
// CHECK-NEXT:       %3 = arith.addf %out, %out_2 : f32
// CHECK-NEXT:       linalg.yield %3, %out : f32, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     %2 = bufferization.to_tensor %alloc_1 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     return %2, %1, %0 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @matmul(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg1 : tensor<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %2 = bufferization.to_buffer %arg2 : tensor<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK-NEXT:     memref.copy %2, %alloc : memref<4x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32>
// CHECK-NEXT:     linalg.matmul ins(%1, %0 : memref<4x4xf32, strided<[?, ?], offset: ?>>, memref<4x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4x4xf32>)
// CHECK-NEXT:     %3 = bufferization.to_tensor %alloc : memref<4x4xf32> to tensor<4x4xf32>
// CHECK-NEXT:     return %3 : tensor<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @pad(%arg0: tensor<?xf32>, %arg1: index, %arg2: index) -> tensor<?xf32> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %2 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %3 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %3, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %4 = affine.apply #map()[%dim, %arg1, %arg2]
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %dim_1 = memref.dim %2, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %5 = affine.apply #map()[%dim_1, %arg1, %arg2]
// CHECK-NEXT:     %alloc = memref.alloc(%5) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     linalg.map outs(%alloc : memref<?xf32>)
// CHECK-NEXT:       (%init: f32) {
// CHECK-NEXT:         %7 = linalg.index 0 : index
// CHECK-NEXT:         linalg.yield %cst : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %c0_2 = arith.constant 0 : index
// CHECK-NEXT:     %dim_3 = memref.dim %1, %c0_2 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %subview = memref.subview %alloc[%arg1] [%dim_3] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     memref.copy %0, %subview : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT:     %6 = bufferization.to_tensor %alloc : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT:     return %6 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @collapse_unit(%arg0: tensor<1x16xf32>) -> tensor<16xf32> {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<1x16xf32> to memref<1x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %collapse_shape = memref.collapse_shape %0 {{\[\[}}0, 1{{\]\]}} : memref<1x16xf32, strided<[?, ?], offset: ?>> into memref<16xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// CHECK-NEXT:     memref.copy %collapse_shape, %alloc : memref<16xf32, strided<[?], offset: ?>> to memref<16xf32>
// CHECK-NEXT:     %1 = bufferization.to_tensor %alloc : memref<16xf32> to tensor<16xf32>
// CHECK-NEXT:     return %1 : tensor<16xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @to_buffer_ops(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (f32, f32) {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = bufferization.to_buffer %arg0 read_only : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %2 = memref.load %1[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:     %3 = memref.load %alloc[%arg1] : memref<4xf32>
// CHECK-NEXT:     return %2, %3 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// IDENT: module {
// IDENT-NEXT:   func.func @mixed(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// IDENT-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     memref.copy %0, %alloc : memref<4xf32> to memref<4xf32>
// IDENT-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// IDENT-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     linalg.fill ins(%arg2 : f32) outs(%alloc_0 : memref<4xf32>)
// IDENT-NEXT:     %1 = arith.mulf %arg2, %arg2 : f32
// IDENT-NEXT:     memref.store %1, %alloc_0[%arg1] : memref<4xf32>
// IDENT-NEXT:     %2 = memref.load %alloc[%arg1] : memref<4xf32>
// IDENT-NEXT:     memref.store %2, %alloc_0[%arg1] : memref<4xf32>
// IDENT-NEXT:     %3 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// IDENT-NEXT:     return %3 : tensor<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: module {
// IDENT-NEXT:   func.func @many_reads(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: index) -> (f32, tensor<8xf32>) {
// IDENT-NEXT:     %0 = bufferization.to_buffer %arg1 : tensor<8xf32> to memref<8xf32>
// IDENT-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32>
// IDENT-NEXT:     %2 = bufferization.to_buffer %arg1 : tensor<8xf32> to memref<8xf32>
// IDENT-NEXT:     %3 = bufferization.to_buffer %arg0 : tensor<8xf32> to memref<8xf32>
// IDENT-NEXT:     %4 = memref.load %3[%arg2] : memref<8xf32>
// IDENT-NEXT:     %5 = memref.load %2[%arg2] : memref<8xf32>
// IDENT-NEXT:     %6 = memref.load %1[%arg2] : memref<8xf32>
// IDENT-NEXT:     %7 = arith.addf %4, %5 : f32
// IDENT-NEXT:     %8 = arith.addf %7, %6 : f32
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENT-NEXT:     memref.copy %0, %alloc : memref<8xf32> to memref<8xf32>
// IDENT-NEXT:     memref.store %8, %alloc[%arg2] : memref<8xf32>
// IDENT-NEXT:     %9 = bufferization.to_tensor %alloc : memref<8xf32> to tensor<8xf32>
// IDENT-NEXT:     return %8, %9 : f32, tensor<8xf32>
// IDENT-NEXT:   }
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: module {
// IDENT-NEXT:   func.func @returns_arg_and_slice(%arg0: tensor<?xf32>, %arg1: index) -> (tensor<?xf32>, tensor<?xf32>) {
// IDENT-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32>
// IDENT-NEXT:     %subview = memref.subview %0[0] [%arg1] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %dim = memref.dim %subview, %c0 : memref<?xf32, strided<[1]>>
// IDENT-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// IDENT-NEXT:     memref.copy %subview, %alloc : memref<?xf32, strided<[1]>> to memref<?xf32>
// IDENT-NEXT:     %1 = bufferization.to_tensor %alloc : memref<?xf32> to tensor<?xf32>
// IDENT-NEXT:     return %arg0, %1 : tensor<?xf32>, tensor<?xf32>
// IDENT-NEXT:   }
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: module {
// IDENT-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
// IDENT-NEXT:   func.func @no_tensor_signature(%arg0: index, %arg1: f32) -> f32 {
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// IDENT-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<16xf32>)
// IDENT-NEXT:     %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// IDENT-NEXT:     %subview = memref.subview %alloc[4] [4] [1] : memref<16xf32> to memref<4xf32, strided<[1], offset: 4>>
// IDENT-NEXT:     memref.copy %0, %subview : memref<4xf32> to memref<4xf32, strided<[1], offset: 4>>
// IDENT-NEXT:     %1 = memref.load %alloc[%arg0] : memref<16xf32>
// IDENT-NEXT:     return %1 : f32
// IDENT-NEXT:   }
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: module {
// IDENT-NEXT:   func.func private @ext(tensor<4xf32>) -> tensor<4xf32>
// IDENT-NEXT:   func.func @calls(%arg0: tensor<4xf32>, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// IDENT-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     memref.copy %0, %alloc : memref<4xf32> to memref<4xf32>
// IDENT-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// IDENT-NEXT:     %1 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// IDENT-NEXT:     %2 = call @ext(%1) : (tensor<4xf32>) -> tensor<4xf32>
// IDENT-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32>
// IDENT-NEXT:     %4 = call @ext(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
// IDENT-NEXT:     %5 = bufferization.to_buffer %4 : tensor<4xf32> to memref<4xf32>
// IDENT-NEXT:     %6 = memref.load %5[%arg2] : memref<4xf32>
// IDENT-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     memref.copy %3, %alloc_0 : memref<4xf32> to memref<4xf32>
// IDENT-NEXT:     memref.store %6, %alloc_0[%arg2] : memref<4xf32>
// IDENT-NEXT:     %7 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// IDENT-NEXT:     return %7 : tensor<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: #map = affine_map<(d0) -> (d0)>
// IDENT-NEXT: module {
// IDENT-NEXT:   func.func @multi_results(%arg0: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     linalg.fill ins(%arg0 : f32) outs(%alloc : memref<4xf32>)
// IDENT-NEXT:     %0 = bufferization.to_tensor %alloc : memref<4xf32> to tensor<4xf32>
// IDENT-NEXT:     linalg.fill ins(%arg0 : f32) outs(%alloc_0 : memref<4xf32>)
// IDENT-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     memref.copy %alloc, %alloc_1 : memref<4xf32> to memref<4xf32>
// IDENT-NEXT:     linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} outs(%alloc_1, %alloc_0 : memref<4xf32>, memref<4xf32>) {
// IDENT-NEXT:     ^bb0(%out: f32, %out_2: f32):
// IDENT-NEXT:       %3 = arith.addf %out, %out_2 : f32
// IDENT-NEXT:       linalg.yield %3, %out : f32, f32
// IDENT-NEXT:     }
// IDENT-NEXT:     %1 = bufferization.to_tensor %alloc_0 : memref<4xf32> to tensor<4xf32>
// IDENT-NEXT:     %2 = bufferization.to_tensor %alloc_1 : memref<4xf32> to tensor<4xf32>
// IDENT-NEXT:     return %2, %1, %0 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: module {
// IDENT-NEXT:   func.func @matmul(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>) -> tensor<4x4xf32> {
// IDENT-NEXT:     %0 = bufferization.to_buffer %arg1 : tensor<4x4xf32> to memref<4x4xf32>
// IDENT-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4x4xf32> to memref<4x4xf32>
// IDENT-NEXT:     %2 = bufferization.to_buffer %arg2 : tensor<4x4xf32> to memref<4x4xf32>
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// IDENT-NEXT:     memref.copy %2, %alloc : memref<4x4xf32> to memref<4x4xf32>
// IDENT-NEXT:     linalg.matmul ins(%1, %0 : memref<4x4xf32>, memref<4x4xf32>) outs(%alloc : memref<4x4xf32>)
// IDENT-NEXT:     %3 = bufferization.to_tensor %alloc : memref<4x4xf32> to tensor<4x4xf32>
// IDENT-NEXT:     return %3 : tensor<4x4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: #map = affine_map<()[s0, s1, s2] -> (s0 + s1 + s2)>
// IDENT-NEXT: module {
// IDENT-NEXT:   func.func @pad(%arg0: tensor<?xf32>, %arg1: index, %arg2: index) -> tensor<?xf32> {
// IDENT-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32>
// IDENT-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32>
// IDENT-NEXT:     %2 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32>
// IDENT-NEXT:     %3 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32>
// IDENT-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %dim = memref.dim %3, %c0 : memref<?xf32>
// IDENT-NEXT:     %4 = affine.apply #map()[%dim, %arg1, %arg2]
// IDENT-NEXT:     %c0_0 = arith.constant 0 : index
// IDENT-NEXT:     %dim_1 = memref.dim %2, %c0_0 : memref<?xf32>
// IDENT-NEXT:     %5 = affine.apply #map()[%dim_1, %arg1, %arg2]
// IDENT-NEXT:     %alloc = memref.alloc(%5) {alignment = 64 : i64} : memref<?xf32>
// IDENT-NEXT:     linalg.map outs(%alloc : memref<?xf32>)
// IDENT-NEXT:       (%init: f32) {
// IDENT-NEXT:         %7 = linalg.index 0 : index
// IDENT-NEXT:         linalg.yield %cst : f32
// IDENT-NEXT:       }
// IDENT-NEXT:     %c0_2 = arith.constant 0 : index
// IDENT-NEXT:     %dim_3 = memref.dim %1, %c0_2 : memref<?xf32>
// IDENT-NEXT:     %subview = memref.subview %alloc[%arg1] [%dim_3] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// IDENT-NEXT:     memref.copy %0, %subview : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// IDENT-NEXT:     %6 = bufferization.to_tensor %alloc : memref<?xf32> to tensor<?xf32>
// IDENT-NEXT:     return %6 : tensor<?xf32>
// IDENT-NEXT:   }
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: module {
// IDENT-NEXT:   func.func @collapse_unit(%arg0: tensor<1x16xf32>) -> tensor<16xf32> {
// IDENT-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<1x16xf32> to memref<1x16xf32>
// IDENT-NEXT:     %collapse_shape = memref.collapse_shape %0 {{\[\[}}0, 1{{\]\]}} : memref<1x16xf32> into memref<16xf32>
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// IDENT-NEXT:     memref.copy %collapse_shape, %alloc : memref<16xf32> to memref<16xf32>
// IDENT-NEXT:     %1 = bufferization.to_tensor %alloc : memref<16xf32> to tensor<16xf32>
// IDENT-NEXT:     return %1 : tensor<16xf32>
// IDENT-NEXT:   }
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: module {
// IDENT-NEXT:   func.func @to_buffer_ops(%arg0: tensor<4xf32>, %arg1: index, %arg2: f32) -> (f32, f32) {
// IDENT-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
// IDENT-NEXT:     %1 = bufferization.to_buffer %arg0 read_only : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// IDENT-NEXT:     %2 = memref.load %1[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     memref.copy %0, %alloc : memref<4xf32> to memref<4xf32>
// IDENT-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// IDENT-NEXT:     %3 = memref.load %alloc[%arg1] : memref<4xf32>
// IDENT-NEXT:     return %2, %3 : f32, f32
// IDENT-NEXT:   }
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: module {
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: module {
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: module {
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: module {
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: module {
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: module {
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: module {
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: module {
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT-NEXT: // -----
// IDENT-NEXT: module {
// IDENT-NEXT: }
