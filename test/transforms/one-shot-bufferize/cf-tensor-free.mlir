// A function with several blocks (cf branches) and no tensor value is left
// as it is, and functions calling it bufferize (test-analysis-only: no
// annotations in it).  Functions with several blocks and tensors are still
// rejected (invalid.mlir).  Expected: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=REWRITE
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=REWRITE
// REWRITE: cf.cond_br %0, ^bb1, ^bb2
// REWRITE: func.func @user(%arg0: memref<4xi32, strided<[?], offset: ?>>, %arg1: index) -> memref<4xi32, strided<[?], offset: ?>> {
// REWRITE: memref.store %1, %arg0[%arg1] : memref<4xi32, strided<[?], offset: ?>>

func.func @classify(%v: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %is1 = arith.cmpi eq, %v, %c1 : i32
  cf.cond_br %is1, ^one, ^other
^one:
  %a = arith.constant 100 : i32
  return %a : i32
^other:
  %c = arith.constant -1 : i32
  return %c : i32
}
func.func @user(%t: tensor<4xi32>, %i: index) -> tensor<4xi32> {
  %v = tensor.extract %t[%i] : tensor<4xi32>
  %k = func.call @classify(%v) : (i32) -> i32
  %w = tensor.insert %k into %t[%i] : tensor<4xi32>
  return %w : tensor<4xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @classify(%arg0: i32) -> i32 {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg0, %c1_i32 : i32
// CHECK-NEXT:     cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %c100_i32 = arith.constant 100 : i32
// CHECK-NEXT:     return %c100_i32 : i32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:     return %c-1_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @user(%arg0: tensor<4xi32> {bufferization.access = "read-write"}, %arg1: index) -> tensor<4xi32> {
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xi32>
// CHECK-NEXT:     %0 = call @classify(%extracted) : (i32) -> i32
// CHECK-NEXT:     %inserted = tensor.insert %0 into %arg0[%arg1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xi32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
