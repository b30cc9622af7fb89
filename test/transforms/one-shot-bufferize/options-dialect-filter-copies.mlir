// dialect-filter without 'bufferization': copies into a new buffer are
// upstream's alloc_tensor copy(..) left on tensors: an out-of-place
// arith.select operand (copied before the select, no read of its buffer),
// a collapse_shape of a non-contiguous source and a reshape of a source
// without the identity layout (an identity to_buffer of the copy).
// Expected text: mlir-opt 22's.
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,scf,arith allow-return-allocs-from-loops" | FileCheck %s --check-prefix=TSA
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,scf,arith allow-return-allocs-from-loops" | FileCheck %s --check-prefix=TSA
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,arith allow-return-allocs-from-loops" | FileCheck %s --check-prefix=TA
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor,arith allow-return-allocs-from-loops" | FileCheck %s --check-prefix=TA
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=arith allow-return-allocs-from-loops" | FileCheck %s --check-prefix=A
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=arith allow-return-allocs-from-loops" | FileCheck %s --check-prefix=A
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor allow-return-allocs-from-loops" | FileCheck %s --check-prefix=T
// RUN: mlir-opt %s --one-shot-bufferize="dialect-filter=tensor allow-return-allocs-from-loops" | FileCheck %s --check-prefix=T

// TSA: module {
// TSA-NEXT:   func.func @select(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: i1, %arg3: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// TSA-NEXT:     %c0 = arith.constant 0 : index
// TSA-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// TSA-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TSA-NEXT:     %2 = bufferization.alloc_tensor() copy(%arg1) : tensor<4xf32>
// TSA-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TSA-NEXT:     %4 = arith.select %arg2, %1, %3 : memref<4xf32, strided<[?], offset: ?>>
// TSA-NEXT:     memref.store %arg3, %4[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TSA-NEXT:     %5 = bufferization.to_tensor %4 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TSA-NEXT:     return %5, %arg0 : tensor<4xf32>, tensor<4xf32>
// TSA-NEXT:   }
// TSA-NEXT:   func.func @reshape(%arg0: tensor<8x8xf32>, %arg1: index, %arg2: tensor<1xindex>) -> (tensor<8xf32>, f32) {
// TSA-NEXT:     %0 = bufferization.to_buffer %arg2 : tensor<1xindex> to memref<1xindex, strided<[?], offset: ?>>
// TSA-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
// TSA-NEXT:     %subview = memref.subview %1[0, %arg1] [4, 2] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4x2xf32, strided<[?, ?], offset: ?>>
// TSA-NEXT:     %2 = bufferization.to_tensor %subview : memref<4x2xf32, strided<[?, ?], offset: ?>> to tensor<4x2xf32>
// TSA-NEXT:     %3 = bufferization.alloc_tensor() copy(%2) : tensor<4x2xf32>
// TSA-NEXT:     %4 = bufferization.to_buffer %3 : tensor<4x2xf32> to memref<4x2xf32, strided<[?, ?], offset: ?>>
// TSA-NEXT:     %5 = bufferization.to_buffer %3 : tensor<4x2xf32> to memref<4x2xf32, strided<[?, ?], offset: ?>>
// TSA-NEXT:     %6 = bufferization.alloc_tensor() copy(%3) : tensor<4x2xf32>
// TSA-NEXT:     %7 = bufferization.to_buffer %6 : tensor<4x2xf32> to memref<4x2xf32>
// TSA-NEXT:     %collapse_shape = memref.collapse_shape %7 {{\[\[}}0, 1{{\]\]}} : memref<4x2xf32> into memref<8xf32>
// TSA-NEXT:     %reshape = memref.reshape %collapse_shape(%0) : (memref<8xf32>, memref<1xindex, strided<[?], offset: ?>>) -> memref<8xf32>
// TSA-NEXT:     %8 = bufferization.to_tensor %reshape : memref<8xf32> to tensor<8xf32>
// TSA-NEXT:     %c0 = arith.constant 0 : index
// TSA-NEXT:     %9 = memref.load %4[%c0, %c0] : memref<4x2xf32, strided<[?, ?], offset: ?>>
// TSA-NEXT:     return %8, %9 : tensor<8xf32>, f32
// TSA-NEXT:   }
// TSA-NEXT:   func.func @collapse(%arg0: tensor<8x8xf32>, %arg1: index) -> (tensor<8xf32>, f32) {
// TSA-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
// TSA-NEXT:     %subview = memref.subview %0[0, %arg1] [4, 2] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4x2xf32, strided<[?, ?], offset: ?>>
// TSA-NEXT:     %1 = bufferization.to_tensor %subview : memref<4x2xf32, strided<[?, ?], offset: ?>> to tensor<4x2xf32>
// TSA-NEXT:     %2 = bufferization.alloc_tensor() copy(%1) : tensor<4x2xf32>
// TSA-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4x2xf32> to memref<4x2xf32, strided<[?, ?], offset: ?>>
// TSA-NEXT:     %4 = bufferization.alloc_tensor() copy(%2) : tensor<4x2xf32>
// TSA-NEXT:     %5 = bufferization.to_buffer %4 : tensor<4x2xf32> to memref<4x2xf32>
// TSA-NEXT:     %collapse_shape = memref.collapse_shape %5 {{\[\[}}0, 1{{\]\]}} : memref<4x2xf32> into memref<8xf32>
// TSA-NEXT:     %6 = bufferization.to_tensor %collapse_shape : memref<8xf32> to tensor<8xf32>
// TSA-NEXT:     %c0 = arith.constant 0 : index
// TSA-NEXT:     %7 = memref.load %collapse_shape[%c0] : memref<8xf32>
// TSA-NEXT:     return %6, %7 : tensor<8xf32>, f32
// TSA-NEXT:   }
// TSA-NEXT: }

// TA: module {
// TA-NEXT:   func.func @select(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: i1, %arg3: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// TA-NEXT:     %c0 = arith.constant 0 : index
// TA-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// TA-NEXT:     %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TA-NEXT:     %2 = bufferization.alloc_tensor() copy(%arg1) : tensor<4xf32>
// TA-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TA-NEXT:     %4 = arith.select %arg2, %1, %3 : memref<4xf32, strided<[?], offset: ?>>
// TA-NEXT:     memref.store %arg3, %4[%c0] : memref<4xf32, strided<[?], offset: ?>>
// TA-NEXT:     %5 = bufferization.to_tensor %4 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// TA-NEXT:     return %5, %arg0 : tensor<4xf32>, tensor<4xf32>
// TA-NEXT:   }
// TA-NEXT:   func.func @reshape(%arg0: tensor<8x8xf32>, %arg1: index, %arg2: tensor<1xindex>) -> (tensor<8xf32>, f32) {
// TA-NEXT:     %0 = bufferization.to_buffer %arg2 : tensor<1xindex> to memref<1xindex, strided<[?], offset: ?>>
// TA-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
// TA-NEXT:     %subview = memref.subview %1[0, %arg1] [4, 2] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4x2xf32, strided<[?, ?], offset: ?>>
// TA-NEXT:     %2 = bufferization.to_tensor %subview : memref<4x2xf32, strided<[?, ?], offset: ?>> to tensor<4x2xf32>
// TA-NEXT:     %3 = bufferization.alloc_tensor() copy(%2) : tensor<4x2xf32>
// TA-NEXT:     %4 = bufferization.to_buffer %3 : tensor<4x2xf32> to memref<4x2xf32, strided<[?, ?], offset: ?>>
// TA-NEXT:     %5 = bufferization.to_buffer %3 : tensor<4x2xf32> to memref<4x2xf32, strided<[?, ?], offset: ?>>
// TA-NEXT:     %6 = bufferization.alloc_tensor() copy(%3) : tensor<4x2xf32>
// TA-NEXT:     %7 = bufferization.to_buffer %6 : tensor<4x2xf32> to memref<4x2xf32>
// TA-NEXT:     %collapse_shape = memref.collapse_shape %7 {{\[\[}}0, 1{{\]\]}} : memref<4x2xf32> into memref<8xf32>
// TA-NEXT:     %reshape = memref.reshape %collapse_shape(%0) : (memref<8xf32>, memref<1xindex, strided<[?], offset: ?>>) -> memref<8xf32>
// TA-NEXT:     %8 = bufferization.to_tensor %reshape : memref<8xf32> to tensor<8xf32>
// TA-NEXT:     %c0 = arith.constant 0 : index
// TA-NEXT:     %9 = memref.load %4[%c0, %c0] : memref<4x2xf32, strided<[?, ?], offset: ?>>
// TA-NEXT:     return %8, %9 : tensor<8xf32>, f32
// TA-NEXT:   }
// TA-NEXT:   func.func @collapse(%arg0: tensor<8x8xf32>, %arg1: index) -> (tensor<8xf32>, f32) {
// TA-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
// TA-NEXT:     %subview = memref.subview %0[0, %arg1] [4, 2] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4x2xf32, strided<[?, ?], offset: ?>>
// TA-NEXT:     %1 = bufferization.to_tensor %subview : memref<4x2xf32, strided<[?, ?], offset: ?>> to tensor<4x2xf32>
// TA-NEXT:     %2 = bufferization.alloc_tensor() copy(%1) : tensor<4x2xf32>
// TA-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4x2xf32> to memref<4x2xf32, strided<[?, ?], offset: ?>>
// TA-NEXT:     %4 = bufferization.alloc_tensor() copy(%2) : tensor<4x2xf32>
// TA-NEXT:     %5 = bufferization.to_buffer %4 : tensor<4x2xf32> to memref<4x2xf32>
// TA-NEXT:     %collapse_shape = memref.collapse_shape %5 {{\[\[}}0, 1{{\]\]}} : memref<4x2xf32> into memref<8xf32>
// TA-NEXT:     %6 = bufferization.to_tensor %collapse_shape : memref<8xf32> to tensor<8xf32>
// TA-NEXT:     %c0 = arith.constant 0 : index
// TA-NEXT:     %7 = memref.load %collapse_shape[%c0] : memref<8xf32>
// TA-NEXT:     return %6, %7 : tensor<8xf32>, f32
// TA-NEXT:   }
// TA-NEXT: }

// A: module {
// A-NEXT:   func.func @select(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: i1, %arg3: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// A-NEXT:     %0 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// A-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// A-NEXT:     %c0 = arith.constant 0 : index
// A-NEXT:     %2 = arith.select %arg2, %1, %0 : memref<4xf32, strided<[?], offset: ?>>
// A-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// A-NEXT:     %inserted = tensor.insert %arg3 into %3[%c0] : tensor<4xf32>
// A-NEXT:     return %inserted, %arg0 : tensor<4xf32>, tensor<4xf32>
// A-NEXT:   }
// A-NEXT:   func.func @reshape(%arg0: tensor<8x8xf32>, %arg1: index, %arg2: tensor<1xindex>) -> (tensor<8xf32>, f32) {
// A-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [4, 2] [1, 1] : tensor<8x8xf32> to tensor<4x2xf32>
// A-NEXT:     %collapsed = tensor.collapse_shape %extracted_slice {{\[\[}}0, 1{{\]\]}} : tensor<4x2xf32> into tensor<8xf32>
// A-NEXT:     %reshape = tensor.reshape %collapsed(%arg2) : (tensor<8xf32>, tensor<1xindex>) -> tensor<8xf32>
// A-NEXT:     %c0 = arith.constant 0 : index
// A-NEXT:     %extracted = tensor.extract %extracted_slice[%c0, %c0] : tensor<4x2xf32>
// A-NEXT:     return %reshape, %extracted : tensor<8xf32>, f32
// A-NEXT:   }
// A-NEXT:   func.func @collapse(%arg0: tensor<8x8xf32>, %arg1: index) -> (tensor<8xf32>, f32) {
// A-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, %arg1] [4, 2] [1, 1] : tensor<8x8xf32> to tensor<4x2xf32>
// A-NEXT:     %collapsed = tensor.collapse_shape %extracted_slice {{\[\[}}0, 1{{\]\]}} : tensor<4x2xf32> into tensor<8xf32>
// A-NEXT:     %c0 = arith.constant 0 : index
// A-NEXT:     %extracted = tensor.extract %collapsed[%c0] : tensor<8xf32>
// A-NEXT:     return %collapsed, %extracted : tensor<8xf32>, f32
// A-NEXT:   }
// A-NEXT: }

// T: module {
// T-NEXT:   func.func @select(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: i1, %arg3: f32) -> (tensor<4xf32>, tensor<4xf32>) {
// T-NEXT:     %c0 = arith.constant 0 : index
// T-NEXT:     %0 = arith.select %arg2, %arg0, %arg1 : tensor<4xf32>
// T-NEXT:     %1 = bufferization.alloc_tensor() copy(%0) : tensor<4xf32>
// T-NEXT:     %2 = bufferization.to_buffer %1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// T-NEXT:     memref.store %arg3, %2[%c0] : memref<4xf32, strided<[?], offset: ?>>
// T-NEXT:     %3 = bufferization.to_tensor %2 : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// T-NEXT:     return %3, %arg0 : tensor<4xf32>, tensor<4xf32>
// T-NEXT:   }
// T-NEXT:   func.func @reshape(%arg0: tensor<8x8xf32>, %arg1: index, %arg2: tensor<1xindex>) -> (tensor<8xf32>, f32) {
// T-NEXT:     %0 = bufferization.to_buffer %arg2 : tensor<1xindex> to memref<1xindex, strided<[?], offset: ?>>
// T-NEXT:     %1 = bufferization.to_buffer %arg0 : tensor<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
// T-NEXT:     %subview = memref.subview %1[0, %arg1] [4, 2] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4x2xf32, strided<[?, ?], offset: ?>>
// T-NEXT:     %2 = bufferization.to_tensor %subview : memref<4x2xf32, strided<[?, ?], offset: ?>> to tensor<4x2xf32>
// T-NEXT:     %3 = bufferization.alloc_tensor() copy(%2) : tensor<4x2xf32>
// T-NEXT:     %4 = bufferization.to_buffer %3 : tensor<4x2xf32> to memref<4x2xf32, strided<[?, ?], offset: ?>>
// T-NEXT:     %5 = bufferization.to_buffer %3 : tensor<4x2xf32> to memref<4x2xf32, strided<[?, ?], offset: ?>>
// T-NEXT:     %6 = bufferization.alloc_tensor() copy(%3) : tensor<4x2xf32>
// T-NEXT:     %7 = bufferization.to_buffer %6 : tensor<4x2xf32> to memref<4x2xf32>
// T-NEXT:     %collapse_shape = memref.collapse_shape %7 {{\[\[}}0, 1{{\]\]}} : memref<4x2xf32> into memref<8xf32>
// T-NEXT:     %reshape = memref.reshape %collapse_shape(%0) : (memref<8xf32>, memref<1xindex, strided<[?], offset: ?>>) -> memref<8xf32>
// T-NEXT:     %8 = bufferization.to_tensor %reshape : memref<8xf32> to tensor<8xf32>
// T-NEXT:     %c0 = arith.constant 0 : index
// T-NEXT:     %9 = memref.load %4[%c0, %c0] : memref<4x2xf32, strided<[?, ?], offset: ?>>
// T-NEXT:     return %8, %9 : tensor<8xf32>, f32
// T-NEXT:   }
// T-NEXT:   func.func @collapse(%arg0: tensor<8x8xf32>, %arg1: index) -> (tensor<8xf32>, f32) {
// T-NEXT:     %0 = bufferization.to_buffer %arg0 : tensor<8x8xf32> to memref<8x8xf32, strided<[?, ?], offset: ?>>
// T-NEXT:     %subview = memref.subview %0[0, %arg1] [4, 2] [1, 1] : memref<8x8xf32, strided<[?, ?], offset: ?>> to memref<4x2xf32, strided<[?, ?], offset: ?>>
// T-NEXT:     %1 = bufferization.to_tensor %subview : memref<4x2xf32, strided<[?, ?], offset: ?>> to tensor<4x2xf32>
// T-NEXT:     %2 = bufferization.alloc_tensor() copy(%1) : tensor<4x2xf32>
// T-NEXT:     %3 = bufferization.to_buffer %2 : tensor<4x2xf32> to memref<4x2xf32, strided<[?, ?], offset: ?>>
// T-NEXT:     %4 = bufferization.alloc_tensor() copy(%2) : tensor<4x2xf32>
// T-NEXT:     %5 = bufferization.to_buffer %4 : tensor<4x2xf32> to memref<4x2xf32>
// T-NEXT:     %collapse_shape = memref.collapse_shape %5 {{\[\[}}0, 1{{\]\]}} : memref<4x2xf32> into memref<8xf32>
// T-NEXT:     %6 = bufferization.to_tensor %collapse_shape : memref<8xf32> to tensor<8xf32>
// T-NEXT:     %c0 = arith.constant 0 : index
// T-NEXT:     %7 = memref.load %collapse_shape[%c0] : memref<8xf32>
// T-NEXT:     return %6, %7 : tensor<8xf32>, f32
// T-NEXT:   }
// T-NEXT: }

func.func @select(%a: tensor<4xf32>, %b: tensor<4xf32>, %p: i1, %v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %s = arith.select %p, %a, %b : tensor<4xf32>
  %w = tensor.insert %v into %s[%c0] : tensor<4xf32>
  return %w, %a : tensor<4xf32>, tensor<4xf32>
}
func.func @reshape(%t: tensor<8x8xf32>, %i: index, %shape: tensor<1xindex>) -> (tensor<8xf32>, f32) {
  %s = tensor.extract_slice %t[0, %i] [4, 2] [1, 1] : tensor<8x8xf32> to tensor<4x2xf32>
  %f = tensor.collapse_shape %s [[0, 1]] : tensor<4x2xf32> into tensor<8xf32>
  %r = tensor.reshape %f(%shape) : (tensor<8xf32>, tensor<1xindex>) -> tensor<8xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %s[%c0, %c0] : tensor<4x2xf32>
  return %r, %x : tensor<8xf32>, f32
}
func.func @collapse(%t: tensor<8x8xf32>, %i: index) -> (tensor<8xf32>, f32) {
  %s = tensor.extract_slice %t[0, %i] [4, 2] [1, 1] : tensor<8x8xf32> to tensor<4x2xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<4x2xf32> into tensor<8xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %c[%c0] : tensor<8xf32>
  return %c, %x : tensor<8xf32>, f32
}
