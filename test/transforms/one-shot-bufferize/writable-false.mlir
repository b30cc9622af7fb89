// Function arguments marked `bufferization.writable = false`: with function
// boundaries their buffers are not writable, so a write into their alias
// class goes out of place (the callee copies, the caller need not), and the
// attribute is dropped from the bufferized signature (kept by
// test-analysis-only).  Expected text: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENT
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENT
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --split-input-file --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=NOBOUND
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=NOBOUND

func.func @map_into_readonly(%t: tensor<3xf32> {bufferization.writable = false}, %k: f32) -> tensor<3xf32> {
  %r = linalg.map ins(%t : tensor<3xf32>) outs(%t : tensor<3xf32>)
    (%x: f32, %o: f32) {
      %y = arith.mulf %x, %k : f32
      linalg.yield %y : f32
    }
  return %r : tensor<3xf32>
}

// -----

func.func @read_only(%t: tensor<4xf32> {bufferization.writable = false}, %i: index) -> f32 {
  %e = tensor.extract %t[%i] : tensor<4xf32>
  return %e : f32
}

// -----

func.func @two_args(%a: tensor<4xf32> {bufferization.writable = false}, %b: tensor<4xf32> {bufferization.writable = true}, %f: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %x = tensor.insert %f into %a[%i] : tensor<4xf32>
  %y = tensor.insert %f into %b[%i] : tensor<4xf32>
  return %x, %y : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @slice_of_readonly(%t: tensor<8xf32> {bufferization.writable = false, test.keep = 1 : i32}, %f: f32) -> tensor<8xf32> {
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %w = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %w into %t[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

func.func private @callee(%t: tensor<4xf32> {bufferization.writable = false}, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %x = tensor.insert %f into %t[%c0] : tensor<4xf32>
  return %x : tensor<4xf32>
}

func.func @caller(%f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = func.call @callee(%t, %f) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %v = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %v : tensor<4xf32>, f32
}

// -----

func.func @loop_on_readonly(%t: tensor<4xf32> {bufferization.writable = false}, %f: f32, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %x = tensor.insert %f into %a[%i] : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @map_into_readonly(%arg0: memref<3xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<3xf32> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT:     linalg.map ins(%arg0 : memref<3xf32, strided<[?], offset: ?>>) outs(%alloc : memref<3xf32>)
// CHECK-NEXT:       (%in: f32, %init: f32) {
// CHECK-NEXT:         %0 = arith.mulf %in, %arg1 : f32
// CHECK-NEXT:         linalg.yield %0 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<3xf32> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func @read_only(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index) -> f32 {
// CHECK-NEXT:     %0 = memref.load %arg0[%arg1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func @two_args(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: f32, %arg3: index) -> (memref<4xf32>, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%arg3] : memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %arg1[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc, %arg1 : memref<4xf32>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func @slice_of_readonly(%arg0: memref<8xf32, strided<[?], offset: ?>> {test.keep = 1 : i32}, %arg1: f32) -> memref<8xf32> {
// CHECK-NEXT:     %subview = memref.subview %arg0[2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc_0 : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT:     %subview_1 = memref.subview %alloc_0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     memref.copy %alloc, %subview_1 : memref<4xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT:     %cast = memref.cast %alloc_0 : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc_0 : memref<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func private @callee(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: f32) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg0 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %0 = call @callee(%cast, %arg0) : (memref<4xf32, strided<[?], offset: ?>>, f32) -> memref<4xf32>
// CHECK-NEXT:     %1 = memref.load %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:     %cast_0 = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0, %1 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func @loop_on_readonly(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT:       memref.store %arg1, %arg4[%arg3] : memref<4xf32>
// CHECK-NEXT:       scf.yield %arg4 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %cast = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// IDENT: module {
// IDENT-NEXT:   func.func @map_into_readonly(%arg0: memref<3xf32>, %arg1: f32) -> memref<3xf32> {
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// IDENT-NEXT:     linalg.map ins(%arg0 : memref<3xf32>) outs(%alloc : memref<3xf32>)
// IDENT-NEXT:       (%in: f32, %init: f32) {
// IDENT-NEXT:         %0 = arith.mulf %in, %arg1 : f32
// IDENT-NEXT:         linalg.yield %0 : f32
// IDENT-NEXT:       }
// IDENT-NEXT:     return %alloc : memref<3xf32>
// IDENT-NEXT:   }
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT: module {
// IDENT-NEXT:   func.func @read_only(%arg0: memref<4xf32>, %arg1: index) -> f32 {
// IDENT-NEXT:     %0 = memref.load %arg0[%arg1] : memref<4xf32>
// IDENT-NEXT:     return %0 : f32
// IDENT-NEXT:   }
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT: module {
// IDENT-NEXT:   func.func @two_args(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: f32, %arg3: index) -> (memref<4xf32>, memref<4xf32>) {
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// IDENT-NEXT:     memref.store %arg2, %alloc[%arg3] : memref<4xf32>
// IDENT-NEXT:     memref.store %arg2, %arg1[%arg3] : memref<4xf32>
// IDENT-NEXT:     return %alloc, %arg1 : memref<4xf32>, memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT: module {
// IDENT-NEXT:   func.func @slice_of_readonly(%arg0: memref<8xf32> {test.keep = 1 : i32}, %arg1: f32) -> memref<8xf32> {
// IDENT-NEXT:     %subview = memref.subview %arg0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// IDENT-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// IDENT-NEXT:     memref.copy %arg0, %alloc_0 : memref<8xf32> to memref<8xf32>
// IDENT-NEXT:     %subview_1 = memref.subview %alloc_0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// IDENT-NEXT:     memref.copy %alloc, %subview_1 : memref<4xf32> to memref<4xf32, strided<[1], offset: 2>>
// IDENT-NEXT:     return %alloc_0 : memref<8xf32>
// IDENT-NEXT:   }
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT: module {
// IDENT-NEXT:   func.func private @callee(%arg0: memref<4xf32>, %arg1: f32) -> memref<4xf32> {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// IDENT-NEXT:     memref.store %arg1, %alloc[%c0] : memref<4xf32>
// IDENT-NEXT:     return %alloc : memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @caller(%arg0: f32) -> (memref<4xf32>, f32) {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     linalg.fill ins(%arg0 : f32) outs(%alloc : memref<4xf32>)
// IDENT-NEXT:     %0 = call @callee(%alloc, %arg0) : (memref<4xf32>, f32) -> memref<4xf32>
// IDENT-NEXT:     %1 = memref.load %alloc[%c0] : memref<4xf32>
// IDENT-NEXT:     return %0, %1 : memref<4xf32>, f32
// IDENT-NEXT:   }
// IDENT-NEXT: }
// IDENT-EMPTY:
// IDENT: module {
// IDENT-NEXT:   func.func @loop_on_readonly(%arg0: memref<4xf32>, %arg1: f32, %arg2: index) -> memref<4xf32> {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %c1 = arith.constant 1 : index
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     memref.copy %arg0, %alloc : memref<4xf32> to memref<4xf32>
// IDENT-NEXT:     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %alloc) -> (memref<4xf32>) {
// IDENT-NEXT:       memref.store %arg1, %arg4[%arg3] : memref<4xf32>
// IDENT-NEXT:       scf.yield %arg4 : memref<4xf32>
// IDENT-NEXT:     }
// IDENT-NEXT:     return %0 : memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT: }

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @map_into_readonly(%arg0: tensor<3xf32> {bufferization.access = "read", bufferization.writable = false}, %arg1: f32) -> tensor<3xf32> {
// ANALYSIS-NEXT:     %mapped = linalg.map ins(%arg0 : tensor<3xf32>) outs(%arg0 : tensor<3xf32>) {__inplace_operands_attr__ = ["true", "false"]}
// ANALYSIS-NEXT:       (%in: f32, %init: f32) {
// ANALYSIS-NEXT:         %0 = arith.mulf %in, %arg1 : f32
// ANALYSIS-NEXT:         linalg.yield %0 : f32
// ANALYSIS-NEXT:       }
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %mapped : tensor<3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @read_only(%arg0: tensor<4xf32> {bufferization.access = "read", bufferization.writable = false}, %arg1: index) -> f32 {
// ANALYSIS-NEXT:     %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return %extracted : f32
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @two_args(%arg0: tensor<4xf32> {bufferization.access = "read", bufferization.writable = false}, %arg1: tensor<4xf32> {bufferization.access = "read-write", bufferization.writable = true}, %arg2: f32, %arg3: index) -> (tensor<4xf32>, tensor<4xf32>) {
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %inserted_0 = tensor.insert %arg2 into %arg1[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [-1, 1], __inplace_operands_attr__ = ["true", "true"]} %inserted, %inserted_0 : tensor<4xf32>, tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @slice_of_readonly(%arg0: tensor<8xf32> {bufferization.access = "read", bufferization.writable = false, test.keep = 1 : i32}, %arg1: f32) -> tensor<8xf32> {
// ANALYSIS-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] {__inplace_operands_attr__ = ["false"]} : tensor<8xf32> to tensor<4xf32>
// ANALYSIS-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg0[2] [4] [1] {__inplace_operands_attr__ = ["true", "false"]} : tensor<4xf32> into tensor<8xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<8xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func private @callee(%arg0: tensor<4xf32> {bufferization.access = "read", bufferization.writable = false}, %arg1: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @caller(%arg0: f32) -> (tensor<4xf32>, f32) {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     %2 = call @callee(%1, %arg0) {__inplace_operands_attr__ = ["true", "none"]} : (tensor<4xf32>, f32) -> tensor<4xf32>
// ANALYSIS-NEXT:     %extracted = tensor.extract %1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %2, %extracted : tensor<4xf32>, f32
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @loop_on_readonly(%arg0: tensor<4xf32> {bufferization.access = "read", bufferization.writable = false}, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// ANALYSIS-NEXT:       %inserted = tensor.insert %arg1 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }

// NOBOUND: module {
// NOBOUND-NEXT:   func.func @map_into_readonly(%arg0: tensor<3xf32> {bufferization.writable = false}, %arg1: f32) -> tensor<3xf32> {
// NOBOUND-NEXT:     %mapped = linalg.map ins(%arg0 : tensor<3xf32>) outs(%arg0 : tensor<3xf32>) {__inplace_operands_attr__ = ["true", "false"]}
// NOBOUND-NEXT:       (%in: f32, %init: f32) {
// NOBOUND-NEXT:         %0 = arith.mulf %in, %arg1 : f32
// NOBOUND-NEXT:         linalg.yield %0 : f32
// NOBOUND-NEXT:       }
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["true"]} %mapped : tensor<3xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT: }
// NOBOUND-EMPTY:
// NOBOUND: module {
// NOBOUND-NEXT:   func.func @read_only(%arg0: tensor<4xf32> {bufferization.writable = false}, %arg1: index) -> f32 {
// NOBOUND-NEXT:     %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     return %extracted : f32
// NOBOUND-NEXT:   }
// NOBOUND-NEXT: }
// NOBOUND-EMPTY:
// NOBOUND: module {
// NOBOUND-NEXT:   func.func @two_args(%arg0: tensor<4xf32> {bufferization.writable = false}, %arg1: tensor<4xf32> {bufferization.writable = true}, %arg2: f32, %arg3: index) -> (tensor<4xf32>, tensor<4xf32>) {
// NOBOUND-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     %inserted_0 = tensor.insert %arg2 into %arg1[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %inserted, %inserted_0 : tensor<4xf32>, tensor<4xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT: }
// NOBOUND-EMPTY:
// NOBOUND: module {
// NOBOUND-NEXT:   func.func @slice_of_readonly(%arg0: tensor<8xf32> {bufferization.writable = false, test.keep = 1 : i32}, %arg1: f32) -> tensor<8xf32> {
// NOBOUND-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] {__inplace_operands_attr__ = ["false"]} : tensor<8xf32> to tensor<4xf32>
// NOBOUND-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
// NOBOUND-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg0[2] [4] [1] {__inplace_operands_attr__ = ["true", "false"]} : tensor<4xf32> into tensor<8xf32>
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<8xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT: }
// NOBOUND-EMPTY:
// NOBOUND: module {
// NOBOUND-NEXT:   func.func private @callee(%arg0: tensor<4xf32> {bufferization.writable = false}, %arg1: f32) -> tensor<4xf32> {
// NOBOUND-NEXT:     %c0 = arith.constant 0 : index
// NOBOUND-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT:   func.func @caller(%arg0: f32) -> (tensor<4xf32>, f32) {
// NOBOUND-NEXT:     %c0 = arith.constant 0 : index
// NOBOUND-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// NOBOUND-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg0 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// NOBOUND-NEXT:     %2 = call @callee(%1, %arg0) {__inplace_operands_attr__ = ["false", "none"]} : (tensor<4xf32>, f32) -> tensor<4xf32>
// NOBOUND-NEXT:     %extracted = tensor.extract %1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["false", "none"]} %2, %extracted : tensor<4xf32>, f32
// NOBOUND-NEXT:   }
// NOBOUND-NEXT: }
// NOBOUND-EMPTY:
// NOBOUND: module {
// NOBOUND-NEXT:   func.func @loop_on_readonly(%arg0: tensor<4xf32> {bufferization.writable = false}, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// NOBOUND-NEXT:     %c0 = arith.constant 0 : index
// NOBOUND-NEXT:     %c1 = arith.constant 1 : index
// NOBOUND-NEXT:     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// NOBOUND-NEXT:       %inserted = tensor.insert %arg1 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// NOBOUND-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT: }
