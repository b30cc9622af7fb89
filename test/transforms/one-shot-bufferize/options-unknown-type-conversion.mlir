// unknown-type-conversion: the layout of the bufferization.to_buffer ops that
// allow-unknown-ops puts after an unknown op (fully dynamic by default,
// identity with identity-layout-map).  Expected text: mlir-opt 22's.
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops unknown-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENTITY
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops unknown-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENTITY
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops unknown-type-conversion=fully-dynamic-layout-map" | FileCheck %s --check-prefix=DYNAMIC
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops unknown-type-conversion=fully-dynamic-layout-map" | FileCheck %s --check-prefix=DYNAMIC

func.func @unknown(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r = "test.op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %f into %r[%i] : tensor<4xf32>
  %x = tensor.extract %r[%i] : tensor<4xf32>
  return %w, %x : tensor<4xf32>, f32
}

// IDENTITY: module {
// IDENTITY-NEXT:   func.func @unknown(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<4xf32>, f32) {
// IDENTITY-NEXT:     %0 = bufferization.to_tensor %arg0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// IDENTITY-NEXT:     %1 = "test.op"(%0) : (tensor<4xf32>) -> tensor<4xf32>
// IDENTITY-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32>
// IDENTITY-NEXT:     %3 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32>
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT:     memref.copy %3, %alloc : memref<4xf32> to memref<4xf32>
// IDENTITY-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// IDENTITY-NEXT:     %4 = memref.load %2[%arg2] : memref<4xf32>
// IDENTITY-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT:     return %alloc, %4 : memref<4xf32>, f32
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }

// DYNAMIC: module {
// DYNAMIC-NEXT:   func.func @unknown(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<4xf32>, f32) {
// DYNAMIC-NEXT:     %0 = bufferization.to_tensor %arg0 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// DYNAMIC-NEXT:     %1 = "test.op"(%0) : (tensor<4xf32>) -> tensor<4xf32>
// DYNAMIC-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT:     %3 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYNAMIC-NEXT:     memref.copy %3, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// DYNAMIC-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// DYNAMIC-NEXT:     %4 = memref.load %2[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT:     return %alloc, %4 : memref<4xf32>, f32
// DYNAMIC-NEXT:   }
// DYNAMIC-NEXT: }
