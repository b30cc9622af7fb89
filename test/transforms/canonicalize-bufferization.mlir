// -canonicalize with bufferization's folders and patterns (issue 14):
// to_tensor / to_buffer folding (casts, copies when a cast could fail),
// tensor.dim / memref.dim / memref.load through them, alloc_tensor's
// constant sizes, and clone simplification.  Expected text: mlir-opt 22's;
// both tools must print it.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @tt_of_tb(
// CHECK-NEXT: return %arg0 : tensor<4xf32>
func.func @tt_of_tb(%t: tensor<4xf32>) -> tensor<4xf32> {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %r = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A store between the two: no fold (upstream does not look for aliases).
// CHECK-LABEL: func.func @tt_of_tb_interleaved
// CHECK: %[[B:.*]] = bufferization.to_buffer %arg0
// CHECK: memref.store
// CHECK: bufferization.to_tensor %[[B]]
func.func @tt_of_tb_interleaved(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  memref.store %f, %m[%c0] : memref<4xf32>
  %r = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @tb_of_tt(
// CHECK-NEXT: return %arg0 : memref<4xf32>
func.func @tb_of_tt(%m: memref<4xf32>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %r = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %r : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @tb_of_tt_cast
// CHECK-NEXT: %[[C:.*]] = memref.cast %arg0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @tb_of_tt_cast(%m: memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %r = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %r : memref<4xf32, strided<[?], offset: ?>>
}

// -----

// A dynamic layout to the identity one could fail as a cast: a copy.
// CHECK-LABEL: func.func @tb_of_tt_realloc
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %arg0, %[[A]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: return %[[A]]
func.func @tb_of_tt_realloc(%m: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
  %r = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  return %r : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @dim_of_tt
// CHECK: %[[D:.*]] = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT: return %[[D]]
func.func @dim_of_tt(%m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %t = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @load_of_tb
// CHECK-NEXT: %[[E:.*]] = tensor.extract %arg0[%arg1] : tensor<?xf32>
// CHECK-NEXT: return %[[E]]
func.func @load_of_tb(%t: tensor<?xf32>, %i: index) -> f32 {
  %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %v = memref.load %m[%i] : memref<?xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @dim_of_tb
// CHECK: %[[D:.*]] = tensor.dim %arg0, %c0 : tensor<?xf32>
// CHECK-NEXT: return %[[D]]
func.func @dim_of_tb(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %m = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %d = memref.dim %m, %c0 : memref<?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @tb_of_cast
// CHECK-NEXT: %[[B:.*]] = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[B]] : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: return %[[C]]
func.func @tb_of_cast(%t: tensor<?xf32>) -> memref<4xf32> {
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %m = bufferization.to_buffer %c : tensor<4xf32> to memref<4xf32>
  return %m : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @clone_dealloc_source
// CHECK-NEXT: return %arg0 : memref<4xf32>
func.func @clone_dealloc_source(%m: memref<4xf32>) -> memref<4xf32> {
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %c : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @clone_dealloc_clone
// CHECK-NEXT: %[[V:.*]] = memref.load %arg0[%arg1] : memref<4xf32>
// CHECK-NEXT: return %[[V]]
func.func @clone_dealloc_clone(%m: memref<4xf32>, %i: index) -> f32 {
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %v = memref.load %c[%i] : memref<4xf32>
  memref.dealloc %c : memref<4xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @clone_unused
// CHECK-NEXT: return
func.func @clone_unused(%m: memref<4xf32>) {
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  return
}

// -----

// Another free between the clone and the source's: kept.
// CHECK-LABEL: func.func @clone_free_between
// CHECK-NEXT: %[[C:.*]] = bufferization.clone %arg0
// CHECK-NEXT: memref.dealloc %arg1
// CHECK-NEXT: memref.dealloc %arg0
// CHECK-NEXT: return %[[C]]
func.func @clone_free_between(%m: memref<4xf32>, %o: memref<4xf32>) -> memref<4xf32> {
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %o : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return %c : memref<4xf32>
}

// -----

// CHECK-LABEL: func.func @clone_cast
// CHECK-NEXT: %[[C:.*]] = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return %[[C]]
func.func @clone_cast(%m: memref<4xf32>) -> memref<?xf32> {
  %c = bufferization.clone %m : memref<4xf32> to memref<?xf32>
  memref.dealloc %m : memref<4xf32>
  return %c : memref<?xf32>
}

// -----

// CHECK-LABEL: func.func @alloc_tensor_dim
// CHECK: return %arg0 : index
func.func @alloc_tensor_dim(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %a = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %d = tensor.dim %a, %c0 : tensor<?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func.func @alloc_tensor_static
// CHECK: %[[A:.*]] = bufferization.alloc_tensor() : tensor<4xf32>
// CHECK-NOT: bufferization.alloc_tensor
func.func @alloc_tensor_static(%f: f32) -> tensor<?xf32> {
  %c4 = arith.constant 4 : index
  %a = bufferization.alloc_tensor(%c4) : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %b = tensor.insert %f into %a[%c0] : tensor<?xf32>
  return %b : tensor<?xf32>
}

// -----

// The source's free is found through its views (the subview of %m).
// CHECK-LABEL: func.func @clone_view
// CHECK: %[[M:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %[[V:.*]] = memref.subview %[[M]]
// CHECK-NEXT: return %[[V]]
func.func @clone_view(%n: index) -> memref<2xf32, strided<[1], offset: ?>> {
  %m = memref.alloc() : memref<8xf32>
  %v = memref.subview %m[%n] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
  %c = bufferization.clone %v : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
  memref.dealloc %m : memref<8xf32>
  return %c : memref<2xf32, strided<[1], offset: ?>>
}

// -----

// Ranked to unranked through a tensor.cast: one memref.cast.
// CHECK-LABEL: func.func @tb_tt_unranked
// CHECK-NEXT: %[[C:.*]] = memref.cast %arg0 : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: return %[[C]]
func.func @tb_tt_unranked(%m: memref<4xf32>) -> memref<*xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %c = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %r = bufferization.to_buffer %c : tensor<*xf32> to memref<*xf32>
  return %r : memref<*xf32>
}

// -----

// A conditional free (bufferization.dealloc) is not the source's free.
// CHECK-LABEL: func.func @clone_conditional_free
// CHECK-NEXT: %[[C:.*]] = bufferization.clone %arg0
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg1)
// CHECK-NEXT: return %[[C]]
func.func @clone_conditional_free(%m: memref<4xf32>, %p: i1) -> memref<4xf32> {
  %c = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  bufferization.dealloc (%m : memref<4xf32>) if (%p)
  return %c : memref<4xf32>
}
