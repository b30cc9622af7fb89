// Where bufopt differs from mlir-opt 22 on purpose: @read_after_join
// reads %t in the join block after ^write may have written it (in place,
// mlir-opt 22 overwrites the caller's tensor first: a wrong result, shown
// by cf-branches-run.mlir); bufopt copies %t before the write.  Expected
// text: bufopt's own (the rest matches mlir-opt).
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

func.func @read_after_join(%c: i1, %t: tensor<4xf32>, %f: f32) -> (f32, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^write, ^keep
^write:
  %w = tensor.insert %f into %t[%c0] : tensor<4xf32>
  cf.br ^join(%w : tensor<4xf32>)
^keep:
  cf.br ^join(%t : tensor<4xf32>)
^join(%r: tensor<4xf32>):
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %x, %r : f32, tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @read_after_join(%arg0: i1, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: f32) -> (f32, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     cf.br ^bb3(%cast : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%arg1 : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb3(%0: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %1 = memref.load %arg1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %1, %0 : f32, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @read_after_join(%arg0: i1, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: f32) -> (f32, tensor<4xf32>) {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// ANALYSIS-NEXT:   ^bb1:  // pred: ^bb0
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %arg1[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     cf.br ^bb3(%inserted : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb0
// ANALYSIS-NEXT:     cf.br ^bb3(%arg1 : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// ANALYSIS-NEXT:   ^bb3(%0: tensor<4xf32>):  // 2 preds: ^bb1, ^bb2
// ANALYSIS-NEXT:     %extracted = tensor.extract %arg1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["none", "true"]} %extracted, %0 : f32, tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
