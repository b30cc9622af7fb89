// copy-before-write on the bufferization ops and arith.select: every write
// copies (materialize_in_destination into a new buffer shaped like its
// destination, no copy of the overwritten contents).  Expected text:
// mlir-opt 22's, and both tools must print it.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries copy-before-write" | FileCheck %s --check-prefix=CBW
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries copy-before-write" | FileCheck %s --check-prefix=CBW

func.func @to_tensor(%m: memref<4xf32>, %i: index, %f: f32) -> f32 {
  %t = bufferization.to_tensor %m restrict writable : memref<4xf32> to tensor<4xf32>
  %t2 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %x = tensor.extract %t2[%i] : tensor<4xf32>
  %y = tensor.extract %t[%i] : tensor<4xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}

// -----

func.func @to_tensor_read_only(%m: memref<4xf32>, %i: index, %f: f32) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %t2 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %t2 : tensor<4xf32>
}

// -----

func.func @to_buffer(%t: tensor<4xf32>, %i: index) -> f32 {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %x = memref.load %m[%i] : memref<4xf32>
  return %x : f32
}

// -----

func.func @to_buffer_read_only(%t: tensor<4xf32>, %i: index, %f: f32) -> f32 {
  %m = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %x = memref.load %m[%i] : memref<4xf32, strided<[?], offset: ?>>
  %t2 = tensor.insert %f into %t[%i] : tensor<4xf32>
  %y = tensor.extract %t2[%i] : tensor<4xf32>
  return %x : f32
}

// -----

func.func @dealloc_tensor(%n: index) {
  %t = bufferization.alloc_tensor(%n) : tensor<?xf32>
  bufferization.dealloc_tensor %t : tensor<?xf32>
  return
}

// -----

func.func @alloc_size_hint(%f: f32, %n: index) -> tensor<4xf32> {
  %t = bufferization.alloc_tensor() size_hint=%n : tensor<4xf32>
  %u = linalg.fill ins(%f : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %u : tensor<4xf32>
}

// -----

func.func @alloc_copy(%t: tensor<?xf32>, %f: f32, %i: index) -> (tensor<?xf32>, f32) {
  %a = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %b = tensor.insert %f into %a[%i] : tensor<?xf32>
  %x = tensor.extract %t[%i] : tensor<?xf32>
  return %b, %x : tensor<?xf32>, f32
}

// -----

func.func @alloc_memory_space(%f: f32, %i: index) -> f32 {
  %t = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %u = linalg.fill ins(%f : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %u[%i] : tensor<4xf32>
  return %x : f32
}

// -----

func.func @select(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %s = arith.select %c, %a, %b : tensor<4xf32>
  %t = tensor.insert %f into %s[%i] : tensor<4xf32>
  return %t : tensor<4xf32>
}

// -----

func.func @select_layouts(%c: i1, %a: tensor<4xf32>, %f: f32, %i: index) -> f32 {
  %cst = arith.constant dense<1.0> : tensor<4xf32>
  %s = arith.select %c, %a, %cst : tensor<4xf32>
  %x = tensor.extract %s[%i] : tensor<4xf32>
  return %x : f32
}

// -----

func.func @select_conflict(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %s = arith.select %c, %a, %b : tensor<4xf32>
  %t = tensor.insert %f into %s[%i] : tensor<4xf32>
  %x = tensor.extract %a[%i] : tensor<4xf32>
  return %t, %x : tensor<4xf32>, f32
}

// -----

func.func @materialize_memref(%a: tensor<4xf32>, %m: memref<4xf32>) {
  bufferization.materialize_in_destination %a in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_tensor(%a: tensor<?xf32>, %f: f32, %n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %d = linalg.fill ins(%f : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %m = bufferization.materialize_in_destination %a in %d : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %m : tensor<?xf32>
}

// CBW: module {
// CBW-NEXT:   func.func @to_tensor(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> f32 {
// CBW-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT:     memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CBW-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// CBW-NEXT:     %0 = memref.load %alloc[%arg1] : memref<4xf32>
// CBW-NEXT:     %1 = memref.load %arg0[%arg1] : memref<4xf32>
// CBW-NEXT:     %2 = arith.addf %0, %1 : f32
// CBW-NEXT:     return %2 : f32
// CBW-NEXT:   }
// CBW-NEXT: }
// CBW-EMPTY:
// CBW-NEXT: // -----
// CBW-NEXT: module {
// CBW-NEXT:   func.func @to_tensor_read_only(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> memref<4xf32> {
// CBW-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT:     memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// CBW-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// CBW-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT:     return %alloc : memref<4xf32>
// CBW-NEXT:   }
// CBW-NEXT: }
// CBW-EMPTY:
// CBW-NEXT: // -----
// CBW-NEXT: module {
// CBW-NEXT:   func.func @to_buffer(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> f32 {
// CBW-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CBW-NEXT:     %0 = memref.load %alloc[%arg1] : memref<4xf32>
// CBW-NEXT:     return %0 : f32
// CBW-NEXT:   }
// CBW-NEXT: }
// CBW-EMPTY:
// CBW-NEXT: // -----
// CBW-NEXT: module {
// CBW-NEXT:   func.func @to_buffer_read_only(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> f32 {
// CBW-NEXT:     %0 = memref.load %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CBW-NEXT:     memref.store %arg2, %alloc[%arg1] : memref<4xf32>
// CBW-NEXT:     %1 = memref.load %alloc[%arg1] : memref<4xf32>
// CBW-NEXT:     return %0 : f32
// CBW-NEXT:   }
// CBW-NEXT: }
// CBW-EMPTY:
// CBW-NEXT: // -----
// CBW-NEXT: module {
// CBW-NEXT:   func.func @dealloc_tensor(%arg0: index) {
// CBW-NEXT:     %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CBW-NEXT:     memref.dealloc %alloc : memref<?xf32>
// CBW-NEXT:     return
// CBW-NEXT:   }
// CBW-NEXT: }
// CBW-EMPTY:
// CBW-NEXT: // -----
// CBW-NEXT: module {
// CBW-NEXT:   func.func @alloc_size_hint(%arg0: f32, %arg1: index) -> memref<4xf32> {
// CBW-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT:     linalg.fill ins(%arg0 : f32) outs(%alloc : memref<4xf32>)
// CBW-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT:     return %alloc : memref<4xf32>
// CBW-NEXT:   }
// CBW-NEXT: }
// CBW-EMPTY:
// CBW-NEXT: // -----
// CBW-NEXT: module {
// CBW-NEXT:   func.func @alloc_copy(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<?xf32>, f32) {
// CBW-NEXT:     %c0 = arith.constant 0 : index
// CBW-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
// CBW-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CBW-NEXT:     memref.copy %arg0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CBW-NEXT:     %c0_0 = arith.constant 0 : index
// CBW-NEXT:     %dim_1 = memref.dim %alloc, %c0_0 : memref<?xf32>
// CBW-NEXT:     %alloc_2 = memref.alloc(%dim_1) {alignment = 64 : i64} : memref<?xf32>
// CBW-NEXT:     memref.copy %alloc, %alloc_2 : memref<?xf32> to memref<?xf32>
// CBW-NEXT:     memref.store %arg1, %alloc_2[%arg2] : memref<?xf32>
// CBW-NEXT:     %0 = memref.load %arg0[%arg2] : memref<?xf32, strided<[?], offset: ?>>
// CBW-NEXT:     %cast = memref.cast %alloc_2 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CBW-NEXT:     return %alloc_2, %0 : memref<?xf32>, f32
// CBW-NEXT:   }
// CBW-NEXT: }
// CBW-EMPTY:
// CBW-NEXT: // -----
// CBW-NEXT: module {
// CBW-NEXT:   func.func @alloc_memory_space(%arg0: f32, %arg1: index) -> f32 {
// CBW-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1>
// CBW-NEXT:     linalg.fill ins(%arg0 : f32) outs(%alloc : memref<4xf32, 1>)
// CBW-NEXT:     %0 = memref.load %alloc[%arg1] : memref<4xf32, 1>
// CBW-NEXT:     return %0 : f32
// CBW-NEXT:   }
// CBW-NEXT: }
// CBW-EMPTY:
// CBW-NEXT: // -----
// CBW-NEXT: module {
// CBW-NEXT:   func.func @select(%arg0: i1, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: memref<4xf32, strided<[?], offset: ?>>, %arg3: f32, %arg4: index) -> memref<4xf32> {
// CBW-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CBW-NEXT:     memref.store %arg3, %alloc[%arg4] : memref<4xf32>
// CBW-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT:     return %alloc : memref<4xf32>
// CBW-NEXT:   }
// CBW-NEXT: }
// CBW-EMPTY:
// CBW-NEXT: // -----
// CBW-NEXT: module {
// CBW-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// CBW-NEXT:   func.func @select_layouts(%arg0: i1, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: f32, %arg3: index) -> f32 {
// CBW-NEXT:     %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CBW-NEXT:     %cast = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT:     %1 = arith.select %arg0, %arg1, %cast : memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT:     %2 = memref.load %1[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT:     return %2 : f32
// CBW-NEXT:   }
// CBW-NEXT: }
// CBW-EMPTY:
// CBW-NEXT: // -----
// CBW-NEXT: module {
// CBW-NEXT:   func.func @select_conflict(%arg0: i1, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: memref<4xf32, strided<[?], offset: ?>>, %arg3: f32, %arg4: index) -> (memref<4xf32>, f32) {
// CBW-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 : memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CBW-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CBW-NEXT:     memref.store %arg3, %alloc[%arg4] : memref<4xf32>
// CBW-NEXT:     %1 = memref.load %arg1[%arg4] : memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CBW-NEXT:     return %alloc, %1 : memref<4xf32>, f32
// CBW-NEXT:   }
// CBW-NEXT: }
// CBW-EMPTY:
// CBW-NEXT: // -----
// CBW-NEXT: module {
// CBW-NEXT:   func.func @materialize_memref(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32>) {
// CBW-NEXT:     memref.copy %arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CBW-NEXT:     return
// CBW-NEXT:   }
// CBW-NEXT: }
// CBW-EMPTY:
// CBW-NEXT: // -----
// CBW-NEXT: module {
// CBW-NEXT:   func.func @materialize_tensor(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<?xf32> {
// CBW-NEXT:     %alloc = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
// CBW-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<?xf32>)
// CBW-NEXT:     %c0 = arith.constant 0 : index
// CBW-NEXT:     %dim = memref.dim %alloc, %c0 : memref<?xf32>
// CBW-NEXT:     %c0_0 = arith.constant 0 : index
// CBW-NEXT:     %dim_1 = memref.dim %alloc, %c0_0 : memref<?xf32>
// CBW-NEXT:     %alloc_2 = memref.alloc(%dim_1) {alignment = 64 : i64} : memref<?xf32>
// CBW-NEXT:     memref.copy %arg0, %alloc_2 : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CBW-NEXT:     %cast = memref.cast %alloc_2 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CBW-NEXT:     return %alloc_2 : memref<?xf32>
// CBW-NEXT:   }
// CBW-NEXT: }
