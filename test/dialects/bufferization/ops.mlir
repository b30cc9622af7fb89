// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @conversions(%arg0: memref<4xf32>, %arg1: tensor<4xf32>, %arg2: memref<?x?xf32>, %arg3: memref<*xf32>, %arg4: memref<4xf32, strided<[2], offset: ?>, 1>) {
// CHECK-NEXT:     %0 = bufferization.to_tensor %arg0 : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     %1 = bufferization.to_tensor %arg0 restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     %2 = bufferization.to_tensor %arg0 restrict : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     %3 = bufferization.to_tensor %arg0 writable {tag} : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     %4 = bufferization.to_tensor %arg2 : memref<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT:     %5 = bufferization.to_tensor %arg3 : memref<*xf32> to tensor<*xf32>
// CHECK-NEXT:     %6 = bufferization.to_tensor %arg4 : memref<4xf32, strided<[2], offset: ?>, 1> to tensor<4xf32>
// CHECK-NEXT:     %7 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT:     %8 = bufferization.to_buffer %arg1 read_only : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT:     %9 = bufferization.to_buffer %arg1 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %10 = bufferization.to_buffer %5 : tensor<*xf32> to memref<*xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @alloc_tensor(%arg0: tensor<4xf32>, %arg1: index, %arg2: index) {
// CHECK-NEXT:     %0 = bufferization.alloc_tensor() : tensor<4xf32>
// CHECK-NEXT:     %1 = bufferization.alloc_tensor(%arg1) : tensor<?xf32>
// CHECK-NEXT:     %2 = bufferization.alloc_tensor(%arg1, %arg2) : tensor<?x3x?xi8>
// CHECK-NEXT:     %3 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// CHECK-NEXT:     %4 = bufferization.alloc_tensor(%arg1) size_hint=%arg2 : tensor<?xf32>
// CHECK-NEXT:     %5 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
// CHECK-NEXT:     %6 = bufferization.alloc_tensor() copy(%arg0) {memory_space = 1 : i64} : tensor<4xf32>
// CHECK-NEXT:     %7 = bufferization.alloc_tensor(%arg1) size_hint=%arg2 {memory_space = "gpu", tag} : tensor<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @materialize(%arg0: tensor<4xf32>, %arg1: tensor<?xf32>, %arg2: memref<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     bufferization.materialize_in_destination %arg0 in restrict writable %arg2 : (tensor<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT:     bufferization.materialize_in_destination %arg0 in writable %arg2 : (tensor<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT:     %0 = bufferization.materialize_in_destination %arg0 in %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %1 = bufferization.materialize_in_destination %arg1 in %arg0 {tag} : (tensor<?xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %1 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @clone_and_dealloc(%arg0: memref<4xf32>, %arg1: memref<?xf32>, %arg2: i1, %arg3: tensor<4xf32>) -> (i1, i1) {
// CHECK-NEXT:     %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %1 = bufferization.clone %arg1 : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:     %2 = bufferization.dealloc (%arg0, %arg1 : memref<4xf32>, memref<?xf32>) if (%arg2, %arg2) retain (%0 : memref<4xf32>)
// CHECK-NEXT:     bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2)
// CHECK-NEXT:     %3:2 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2) retain (%0, %1 : memref<4xf32>, memref<?xf32>)
// CHECK-NEXT:     %4 = bufferization.dealloc retain (%0 : memref<4xf32>)
// CHECK-NEXT:     bufferization.dealloc
// CHECK-NEXT:     bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg2) {tag}
// CHECK-NEXT:     bufferization.dealloc_tensor %arg3 : tensor<4xf32>
// CHECK-NEXT:     return %3#0, %4 : i1, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }

// Every bufferization op in its custom form: to_tensor / to_buffer with their
// unit keywords, alloc_tensor with sizes, copy, size_hint and memory_space,
// materialize_in_destination on tensors and memrefs, clone, dealloc with and
// without memrefs / retained values, and dealloc_tensor.

func.func @conversions(%m: memref<4xf32>, %t: tensor<4xf32>, %md: memref<?x?xf32>, %u: memref<*xf32>, %ms: memref<4xf32, strided<[2], offset: ?>, 1>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %2 = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %3 = bufferization.to_tensor %m writable {tag} : memref<4xf32> to tensor<4xf32>
  %4 = bufferization.to_tensor %md : memref<?x?xf32> to tensor<?x?xf32>
  %5 = bufferization.to_tensor %u : memref<*xf32> to tensor<*xf32>
  %6 = bufferization.to_tensor %ms : memref<4xf32, strided<[2], offset: ?>, 1> to tensor<4xf32>
  %7 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %8 = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %9 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %10 = bufferization.to_buffer %5 : tensor<*xf32> to memref<*xf32>
  return
}

func.func @alloc_tensor(%t: tensor<4xf32>, %n: index, %m: index) {
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  %1 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %2 = bufferization.alloc_tensor(%n, %m) : tensor<?x3x?xi8>
  %3 = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %4 = bufferization.alloc_tensor(%n) size_hint=%m : tensor<?xf32>
  %5 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %6 = bufferization.alloc_tensor() copy(%t) {memory_space = 1 : i64} : tensor<4xf32>
  %7 = bufferization.alloc_tensor(%n) size_hint=%m {memory_space = "gpu", tag} : tensor<?xf32>
  return
}

func.func @materialize(%t: tensor<4xf32>, %d: tensor<?xf32>, %m: memref<4xf32>) -> tensor<4xf32> {
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  bufferization.materialize_in_destination %t in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  %0 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = bufferization.materialize_in_destination %d in %t {tag} : (tensor<?xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

func.func @clone_and_dealloc(%m: memref<4xf32>, %md: memref<?xf32>, %c: i1, %t: tensor<4xf32>) -> (i1, i1) {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %1 = bufferization.clone %md : memref<?xf32> to memref<?xf32>
  %2 = bufferization.dealloc (%m, %md : memref<4xf32>, memref<?xf32>) if (%c, %c) retain (%0 : memref<4xf32>)
  bufferization.dealloc (%m : memref<4xf32>) if (%c)
  %3:2 = bufferization.dealloc (%m : memref<4xf32>) if (%c) retain (%0, %1 : memref<4xf32>, memref<?xf32>)
  %4 = bufferization.dealloc retain (%0 : memref<4xf32>)
  bufferization.dealloc
  bufferization.dealloc (%m : memref<4xf32>) if (%c) {tag}
  bufferization.dealloc_tensor %t : tensor<4xf32>
  return %3#0, %4 : i1, i1
}
