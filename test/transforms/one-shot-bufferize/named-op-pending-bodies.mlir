// Named linalg ops bufferized with their implicit bodies left pending (the
// driver parses lazily when every pass keeps pending bodies, as
// one-shot-bufferize does): the analysis must still know which block
// arguments the unbuilt body reads.  fill and copy do not read their output
// (out-of-place: an allocation without a copy), matmul does (a copy), and
// matvec on i32 stays in place.  The same text after a pass that needs the
// bodies built (cse: bodies built before the pipeline, and the dead casts erased) and in the analysis
// annotations.  Expected text: mlir-opt 22's.
// RUN: bufopt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize=bufferize-function-boundaries --cse | FileCheck %s --check-prefix=CSE
// RUN: mlir-opt %s --one-shot-bufferize=bufferize-function-boundaries --cse | FileCheck %s --check-prefix=CSE
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

func.func @fill(%t: tensor<4xf32>, %s: f32, %i: index) -> (tensor<4xf32>, f32) {
  %f = linalg.fill ins(%s : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %f, %x : tensor<4xf32>, f32
}

func.func @copy(%a: tensor<4xf32>, %t: tensor<4xf32>, %i: index) -> (tensor<4xf32>, f32) {
  %c = linalg.copy ins(%a : tensor<4xf32>) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %c, %x : tensor<4xf32>, f32
}

func.func @matmul(%a: tensor<4x4xf32>, %t: tensor<4x4xf32>, %i: index) -> (tensor<4x4xf32>, f32) {
  %m = linalg.matmul ins(%a, %a : tensor<4x4xf32>, tensor<4x4xf32>) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  %x = tensor.extract %t[%i, %i] : tensor<4x4xf32>
  return %m, %x : tensor<4x4xf32>, f32
}

func.func @int_matvec(%a: tensor<4x4xi32>, %v: tensor<4xi32>, %t: tensor<4xi32>) -> tensor<4xi32> {
  %m = linalg.matvec ins(%a, %v : tensor<4x4xi32>, tensor<4xi32>) outs(%t : tensor<4xi32>) -> tensor<4xi32>
  return %m : tensor<4xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @fill(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     %0 = memref.load %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc, %0 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @copy(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: index) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.copy ins(%arg0 : memref<4xf32, strided<[?], offset: ?>>) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     %0 = memref.load %arg1[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc, %0 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @matmul(%arg0: memref<4x4xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4x4xf32, strided<[?, ?], offset: ?>>, %arg2: index) -> (memref<4x4xf32>, f32) {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK-NEXT:     memref.copy %arg1, %alloc : memref<4x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32>
// CHECK-NEXT:     linalg.matmul ins(%arg0, %arg0 : memref<4x4xf32, strided<[?, ?], offset: ?>>, memref<4x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4x4xf32>)
// CHECK-NEXT:     %0 = memref.load %arg1[%arg2, %arg2] : memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %alloc, %0 : memref<4x4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @int_matvec(%arg0: memref<4x4xi32, strided<[?, ?], offset: ?>>, %arg1: memref<4xi32, strided<[?], offset: ?>>, %arg2: memref<4xi32, strided<[?], offset: ?>>) -> memref<4xi32, strided<[?], offset: ?>> {
// CHECK-NEXT:     linalg.matvec ins(%arg0, %arg1 : memref<4x4xi32, strided<[?, ?], offset: ?>>, memref<4xi32, strided<[?], offset: ?>>) outs(%arg2 : memref<4xi32, strided<[?], offset: ?>>)
// CHECK-NEXT:     return %arg2 : memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// ANALYSIS: %0 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg1 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS: %extracted = tensor.extract %arg0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS: return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// ANALYSIS: %0 = linalg.copy {__inplace_operands_attr__ = ["true", "false"]} ins(%arg0 : tensor<4xf32>) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS: %extracted = tensor.extract %arg1[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS: return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// ANALYSIS: %0 = linalg.matmul {__inplace_operands_attr__ = ["true", "true", "false"]} ins(%arg0, %arg0 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) -> tensor<4x4xf32>
// ANALYSIS: %extracted = tensor.extract %arg1[%arg2, %arg2] {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<4x4xf32>
// ANALYSIS: return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4x4xf32>, f32
// ANALYSIS: %0 = linalg.matvec {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg1 : tensor<4x4xi32>, tensor<4xi32>) outs(%arg2 : tensor<4xi32>) -> tensor<4xi32>
// ANALYSIS: return {__equivalent_func_args__ = [2], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xi32>

// CSE: module {
// CSE-NEXT:   func.func @fill(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> (memref<4xf32>, f32) {
// CSE-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CSE-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CSE-NEXT:     %0 = memref.load %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CSE-NEXT:     return %alloc, %0 : memref<4xf32>, f32
// CSE-NEXT:   }
// CSE-NEXT:   func.func @copy(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: index) -> (memref<4xf32>, f32) {
// CSE-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CSE-NEXT:     linalg.copy ins(%arg0 : memref<4xf32, strided<[?], offset: ?>>) outs(%alloc : memref<4xf32>)
// CSE-NEXT:     %0 = memref.load %arg1[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CSE-NEXT:     return %alloc, %0 : memref<4xf32>, f32
// CSE-NEXT:   }
// CSE-NEXT:   func.func @matmul(%arg0: memref<4x4xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4x4xf32, strided<[?, ?], offset: ?>>, %arg2: index) -> (memref<4x4xf32>, f32) {
// CSE-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CSE-NEXT:     memref.copy %arg1, %alloc : memref<4x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32>
// CSE-NEXT:     linalg.matmul ins(%arg0, %arg0 : memref<4x4xf32, strided<[?, ?], offset: ?>>, memref<4x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<4x4xf32>)
// CSE-NEXT:     %0 = memref.load %arg1[%arg2, %arg2] : memref<4x4xf32, strided<[?, ?], offset: ?>>
// CSE-NEXT:     return %alloc, %0 : memref<4x4xf32>, f32
// CSE-NEXT:   }
// CSE-NEXT:   func.func @int_matvec(%arg0: memref<4x4xi32, strided<[?, ?], offset: ?>>, %arg1: memref<4xi32, strided<[?], offset: ?>>, %arg2: memref<4xi32, strided<[?], offset: ?>>) -> memref<4xi32, strided<[?], offset: ?>> {
// CSE-NEXT:     linalg.matvec ins(%arg0, %arg1 : memref<4x4xi32, strided<[?, ?], offset: ?>>, memref<4xi32, strided<[?], offset: ?>>) outs(%arg2 : memref<4xi32, strided<[?], offset: ?>>)
// CSE-NEXT:     return %arg2 : memref<4xi32, strided<[?], offset: ?>>
// CSE-NEXT:   }
// CSE-NEXT: }
