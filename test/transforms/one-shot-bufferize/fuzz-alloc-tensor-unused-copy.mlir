// A bufferization.alloc_tensor copy(...) whose only uses are operands
// written out of place and not read (linalg.fill's init) needs no buffer:
// the op allocates its own and copies nothing from it; upstream's copy
// insertion leaves the alloc_tensor unused and erases it.  bufopt
// allocated and copied it anyway (scripts/bufferize-fuzz-regions.py
// --defined seed 859; here out of place by copy-before-write).  An
// insertion reads its destination: that copy stays (@insert_into_copy).
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries copy-before-write" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries copy-before-write" | FileCheck %s

// CHECK-LABEL: func.func @fill_of_copy(
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: linalg.fill ins(%arg1 : f32) outs(%alloc : memref<8xf32>)
// CHECK-NEXT: %cast = memref.cast %alloc : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc : memref<8xf32>
// CHECK-NEXT: }
func.func @fill_of_copy(%a: tensor<8xf32>, %s: f32) -> tensor<8xf32> {
  %x = bufferization.alloc_tensor() copy(%a) : tensor<8xf32>
  %f = linalg.fill ins(%s : f32) outs(%x : tensor<8xf32>) -> tensor<8xf32>
  return %f : tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @insert_into_copy(
// CHECK-NEXT: %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy %arg0, %alloc : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy %alloc, %alloc_0 : memref<8xf32> to memref<8xf32>
// CHECK-NEXT: memref.store %arg1, %alloc_0[%arg2] : memref<8xf32>
// CHECK-NEXT: %cast = memref.cast %alloc_0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %alloc_0 : memref<8xf32>
// CHECK-NEXT: }
func.func @insert_into_copy(%a: tensor<8xf32>, %s: f32, %i: index) -> tensor<8xf32> {
  %x = bufferization.alloc_tensor() copy(%a) : tensor<8xf32>
  %f = tensor.insert %s into %x[%i] : tensor<8xf32>
  return %f : tensor<8xf32>
}
