// buffer-alignment: the alignment attribute of every new memref.alloc
// (tensor.empty, out-of-place copies); 0 leaves it out.  Expected text:
// mlir-opt 22's, and both tools must print it.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries buffer-alignment=128" | FileCheck %s --check-prefix=ALIGN128
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries buffer-alignment=128" | FileCheck %s --check-prefix=ALIGN128
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries buffer-alignment=0" | FileCheck %s --check-prefix=ALIGN0
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries buffer-alignment=0" | FileCheck %s --check-prefix=ALIGN0

func.func @align(%t: tensor<4xf32>, %f: f32, %i: index, %n: index) -> (tensor<4xf32>, tensor<?xf32>, f32) {
  %w = tensor.insert %f into %t[%i] : tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %w, %g, %x : tensor<4xf32>, tensor<?xf32>, f32
}

// ALIGN128: module {
// ALIGN128-NEXT:   func.func @align(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index, %arg3: index) -> (memref<4xf32>, memref<?xf32>, f32) {
// ALIGN128-NEXT:     %alloc = memref.alloc() {alignment = 128 : i64} : memref<4xf32>
// ALIGN128-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// ALIGN128-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// ALIGN128-NEXT:     %0 = memref.load %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// ALIGN128-NEXT:     %alloc_0 = memref.alloc(%arg3) {alignment = 128 : i64} : memref<?xf32>
// ALIGN128-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<?xf32>)
// ALIGN128-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// ALIGN128-NEXT:     %cast_1 = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// ALIGN128-NEXT:     return %alloc, %alloc_0, %0 : memref<4xf32>, memref<?xf32>, f32
// ALIGN128-NEXT:   }
// ALIGN128-NEXT: }

// ALIGN0: module {
// ALIGN0-NEXT:   func.func @align(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index, %arg3: index) -> (memref<4xf32>, memref<?xf32>, f32) {
// ALIGN0-NEXT:     %alloc = memref.alloc() : memref<4xf32>
// ALIGN0-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// ALIGN0-NEXT:     memref.store %arg1, %alloc[%arg2] : memref<4xf32>
// ALIGN0-NEXT:     %0 = memref.load %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// ALIGN0-NEXT:     %alloc_0 = memref.alloc(%arg3) : memref<?xf32>
// ALIGN0-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc_0 : memref<?xf32>)
// ALIGN0-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// ALIGN0-NEXT:     %cast_1 = memref.cast %alloc_0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// ALIGN0-NEXT:     return %alloc, %alloc_0, %0 : memref<4xf32>, memref<?xf32>, f32
// ALIGN0-NEXT:   }
// ALIGN0-NEXT: }
