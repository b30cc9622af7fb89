// In-place analysis of bufferization ops and arith.select (test-analysis-only):
// bufferization.to_tensor (restrict, writable), to_buffer (read_only; a
// dynamic layout copied into a static one), dealloc_tensor, alloc_tensor
// (size_hint, copy, memory_space), materialize_in_destination (memref and
// tensor destinations) and arith.select on tensors (layouts, conflicts).
// Expected text: mlir-opt 22's, and both tools must print it.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

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

// CHECK: module {
// CHECK-NEXT:   func.func @to_tensor(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:     %0 = bufferization.to_tensor %arg0 restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %0[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %inserted[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted_0 = tensor.extract %0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %1 = arith.addf %extracted, %extracted_0 : f32
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @to_tensor_read_only(%arg0: memref<4xf32>, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = bufferization.to_tensor %arg0 restrict : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %0[%arg1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @to_buffer(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 {__inplace_operands_attr__ = ["true"]} : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT:     %1 = memref.load %0[%arg1] : memref<4xf32>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @to_buffer_read_only(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:     %0 = bufferization.to_buffer %arg0 read_only {__inplace_operands_attr__ = ["true"]} : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = memref.load %0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %inserted[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dealloc_tensor(%arg0: index) {
// CHECK-NEXT:     %0 = bufferization.alloc_tensor(%arg0) : tensor<?xf32>
// CHECK-NEXT:     bufferization.dealloc_tensor %0 {__inplace_operands_attr__ = ["true"]} : tensor<?xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @alloc_size_hint(%arg0: f32, %arg1: index) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = bufferization.alloc_tensor() size_hint=%arg1 : tensor<4xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @alloc_copy(%arg0: tensor<?xf32> {bufferization.access = "read"}, %arg1: f32, %arg2: index) -> (tensor<?xf32>, f32) {
// CHECK-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) {__inplace_operands_attr__ = ["true"]} : tensor<?xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<?xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<?xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @alloc_memory_space(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %1[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return %extracted : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @select(%arg0: i1, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: tensor<4xf32> {bufferization.access = "read-write"}, %arg3: f32, %arg4: index) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 {__inplace_operands_attr__ = ["none", "true", "true"]} : tensor<4xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg3 into %0[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @select_layouts(%arg0: i1, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: f32, %arg3: index) -> f32 {
// CHECK-NEXT:     %cst = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %cst {__inplace_operands_attr__ = ["none", "true", "true"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return %extracted : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @select_conflict(%arg0: i1, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: tensor<4xf32> {bufferization.access = "read-write"}, %arg3: f32, %arg4: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %0 = arith.select %arg0, %arg1, %arg2 {__inplace_operands_attr__ = ["none", "false", "true"]} : tensor<4xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg3 into %0[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg1[%arg4] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @materialize_memref(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: memref<4xf32>) {
// CHECK-NEXT:     bufferization.materialize_in_destination %arg0 in restrict writable %arg1 {__inplace_operands_attr__ = ["true", "none"]} : (tensor<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @materialize_tensor(%arg0: tensor<?xf32> {bufferization.access = "read"}, %arg1: f32, %arg2: index) -> tensor<?xf32> {
// CHECK-NEXT:     %0 = tensor.empty(%arg2) : tensor<?xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%0 : tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     %2 = bufferization.materialize_in_destination %arg0 in %1 {__inplace_operands_attr__ = ["true", "true"]} : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %2 : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
