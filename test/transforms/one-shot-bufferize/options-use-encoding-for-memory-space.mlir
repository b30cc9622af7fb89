// use-encoding-for-memory-space: a tensor's encoding becomes its buffer's
// memory space (function arguments, tensor.empty, out-of-place copies);
// without the option the encoding is dropped.  Expected text: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries use-encoding-for-memory-space" | FileCheck %s --check-prefix=INFER
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries use-encoding-for-memory-space" | FileCheck %s --check-prefix=INFER
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries use-encoding-for-memory-space function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENTITY
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries use-encoding-for-memory-space function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENTITY
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=DEFAULT
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=DEFAULT

func.func @encoding(%t: tensor<4xf32, 1 : i64>, %f: f32, %i: index) -> (tensor<4xf32, 1 : i64>, f32) {
  %e = tensor.empty() : tensor<4xf32, 1 : i64>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32, 1 : i64>) -> tensor<4xf32, 1 : i64>
  %y = tensor.insert %f into %t[%i] : tensor<4xf32, 1 : i64>
  %x = tensor.extract %g[%i] : tensor<4xf32, 1 : i64>
  return %y, %x : tensor<4xf32, 1 : i64>, f32
}

// -----

func.func @no_encoding(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %e = tensor.empty() : tensor<4xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %y = tensor.insert %f into %t[%i] : tensor<4xf32>
  %x = tensor.extract %g[%i] : tensor<4xf32>
  return %y, %x : tensor<4xf32>, f32
}

// -----

func.func @out_of_place(%t: tensor<4xf32, 2 : i64>, %f: f32, %i: index) -> (tensor<4xf32, 2 : i64>, f32) {
  %y = tensor.insert %f into %t[%i] : tensor<4xf32, 2 : i64>
  %x = tensor.extract %t[%i] : tensor<4xf32, 2 : i64>
  return %y, %x : tensor<4xf32, 2 : i64>, f32
}

// INFER: module {
// INFER-NEXT:   func.func @encoding(%arg0: memref<4xf32, strided<[?], offset: ?>, 1>, %arg1: f32, %arg2: index) -> (memref<4xf32, strided<[?], offset: ?>, 1>, f32) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1>
// INFER-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32, 1>)
// INFER-NEXT:     memref.store %arg1, %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>, 1>
// INFER-NEXT:     %0 = memref.load %alloc[%arg2] : memref<4xf32, 1>
// INFER-NEXT:     return %arg0, %0 : memref<4xf32, strided<[?], offset: ?>, 1>, f32
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @no_encoding(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// INFER-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// INFER-NEXT:     memref.store %arg1, %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:     %0 = memref.load %alloc[%arg2] : memref<4xf32>
// INFER-NEXT:     return %arg0, %0 : memref<4xf32, strided<[?], offset: ?>>, f32
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @out_of_place(%arg0: memref<4xf32, strided<[?], offset: ?>, 2>, %arg1: f32, %arg2: index) -> (memref<4xf32, 2>, f32) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 2>
// INFER-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>, 2> to memref<4xf32, 2>
// INFER-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<4xf32, 2>
// INFER-NEXT:     %0 = memref.load %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>, 2>
// INFER-NEXT:     %cast = memref.cast %alloc : memref<4xf32, 2> to memref<4xf32, strided<[?], offset: ?>, 2>
// INFER-NEXT:     return %alloc, %0 : memref<4xf32, 2>, f32
// INFER-NEXT:   }
// INFER-NEXT: }

// IDENTITY: module {
// IDENTITY-NEXT:   func.func @encoding(%arg0: memref<4xf32, 1>, %arg1: f32, %arg2: index) -> (memref<4xf32, 1>, f32) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1>
// IDENTITY-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32, 1>)
// IDENTITY-NEXT:     memref.store %arg1, %arg0[%arg2] : memref<4xf32, 1>
// IDENTITY-NEXT:     %0 = memref.load %alloc[%arg2] : memref<4xf32, 1>
// IDENTITY-NEXT:     return %arg0, %0 : memref<4xf32, 1>, f32
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @no_encoding(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) -> (memref<4xf32>, f32) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// IDENTITY-NEXT:     memref.store %arg1, %arg0[%arg2] : memref<4xf32>
// IDENTITY-NEXT:     %0 = memref.load %alloc[%arg2] : memref<4xf32>
// IDENTITY-NEXT:     return %arg0, %0 : memref<4xf32>, f32
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @out_of_place(%arg0: memref<4xf32, 2>, %arg1: f32, %arg2: index) -> (memref<4xf32, 2>, f32) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 2>
// IDENTITY-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, 2> to memref<4xf32, 2>
// IDENTITY-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<4xf32, 2>
// IDENTITY-NEXT:     %0 = memref.load %arg0[%arg2] : memref<4xf32, 2>
// IDENTITY-NEXT:     return %alloc, %0 : memref<4xf32, 2>, f32
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }

// DEFAULT: module {
// DEFAULT-NEXT:   func.func @encoding(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// DEFAULT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DEFAULT-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// DEFAULT-NEXT:     memref.store %arg1, %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// DEFAULT-NEXT:     %0 = memref.load %alloc[%arg2] : memref<4xf32>
// DEFAULT-NEXT:     return %arg0, %0 : memref<4xf32, strided<[?], offset: ?>>, f32
// DEFAULT-NEXT:   }
// DEFAULT-NEXT: }
// DEFAULT-EMPTY:
// DEFAULT-NEXT: // -----
// DEFAULT-NEXT: module {
// DEFAULT-NEXT:   func.func @no_encoding(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// DEFAULT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DEFAULT-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// DEFAULT-NEXT:     memref.store %arg1, %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// DEFAULT-NEXT:     %0 = memref.load %alloc[%arg2] : memref<4xf32>
// DEFAULT-NEXT:     return %arg0, %0 : memref<4xf32, strided<[?], offset: ?>>, f32
// DEFAULT-NEXT:   }
// DEFAULT-NEXT: }
// DEFAULT-EMPTY:
// DEFAULT-NEXT: // -----
// DEFAULT-NEXT: module {
// DEFAULT-NEXT:   func.func @out_of_place(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<4xf32>, f32) {
// DEFAULT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DEFAULT-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// DEFAULT-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// DEFAULT-NEXT:     %0 = memref.load %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// DEFAULT-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DEFAULT-NEXT:     return %alloc, %0 : memref<4xf32>, f32
// DEFAULT-NEXT:   }
// DEFAULT-NEXT: }
