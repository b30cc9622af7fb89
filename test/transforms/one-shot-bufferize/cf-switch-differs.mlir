// cf.switch forwarding tensors to block arguments, where bufopt differs from
// mlir-opt 22 on purpose: upstream has no bufferization model for cf.switch
// and, with function boundaries, leaves a tensor operand on the switch whose
// successor argument became a memref (invalid IR: "type mismatch for bb
// argument #0 of successor #1", the UPSTREAM lines).  bufopt bufferizes the
// switch as cf.br / cf.cond_br: each forwarded operand is read and shares its
// buffer with the block argument; the argument takes the fully dynamic
// layout when the forwarded buffers' types differ (a memref.cast before the
// switch).  The analysis (test-analysis-only) is the same in both tools.
// Expected text of the rewrite: bufopt's own, reviewed by hand (cf-switch-run
// runs it).
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENT
// RUN: not mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" 2>&1 | FileCheck %s --check-prefix=UPSTREAM
// UPSTREAM: error: type mismatch for bb argument #0 of successor #1

func.func @sw(%t: tensor<4xf32>, %s: i32, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  cf.switch %s : i32, [
    default: ^x(%t : tensor<4xf32>),
    1: ^x(%e : tensor<4xf32>)
  ]
^x(%a: tensor<4xf32>):
  %a2 = tensor.insert %v into %a[%c0] : tensor<4xf32>
  return %a2 : tensor<4xf32>
}
func.func @pick(%t: tensor<4xf32>, %s: i32, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.switch %s : i32, [
    default: ^x(%t : tensor<4xf32>),
    1: ^x(%f : tensor<4xf32>),
    2: ^y
  ]
^y:
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  cf.br ^x(%w : tensor<4xf32>)
^x(%a: tensor<4xf32>):
  %c1 = arith.constant 1 : index
  %a2 = tensor.insert %v into %a[%c1] : tensor<4xf32>
  return %a2 : tensor<4xf32>
}

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @sw(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: i32, %arg2: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT:     cf.switch %arg1 : i32, [
// ANALYSIS-NEXT:       default: ^bb1(%arg0 : tensor<4xf32>),
// ANALYSIS-NEXT:       1: ^bb1(%0 : tensor<4xf32>)
// ANALYSIS-NEXT:     ] {__inplace_operands_attr__ = ["none", "true", "true"]}
// ANALYSIS-NEXT:   ^bb1(%1: tensor<4xf32>):  // 2 preds: ^bb0, ^bb0
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @pick(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: i32, %arg2: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// ANALYSIS-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     cf.switch %arg1 : i32, [
// ANALYSIS-NEXT:       default: ^bb2(%arg0 : tensor<4xf32>),
// ANALYSIS-NEXT:       1: ^bb2(%1 : tensor<4xf32>),
// ANALYSIS-NEXT:       2: ^bb1
// ANALYSIS-NEXT:     ] {__inplace_operands_attr__ = ["none", "false", "true"]}
// ANALYSIS-NEXT:   ^bb1:  // pred: ^bb0
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     cf.br ^bb2(%inserted : tensor<4xf32>) {__inplace_operands_attr__ = ["false"]}
// ANALYSIS-NEXT:   ^bb2(%2: tensor<4xf32>):  // 3 preds: ^bb0, ^bb0, ^bb1
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %inserted_0 = tensor.insert %arg2 into %2[%c1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }

// CHECK: module {
// CHECK-NEXT:   func.func @sw(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i32, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     cf.switch %arg1 : i32, [
// CHECK-NEXT:       default: ^bb1(%arg0 : memref<4xf32, strided<[?], offset: ?>>),
// CHECK-NEXT:       1: ^bb1(%cast : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1(%0: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:     memref.store %arg2, %0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @pick(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i32, %arg2: f32) -> memref<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     cf.switch %arg1 : i32, [
// CHECK-NEXT:       default: ^bb2(%alloc_0 : memref<4xf32>),
// CHECK-NEXT:       1: ^bb2(%alloc : memref<4xf32>),
// CHECK-NEXT:       2: ^bb1
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     memref.store %arg2, %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc_1 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     cf.br ^bb2(%alloc_1 : memref<4xf32>)
// CHECK-NEXT:   ^bb2(%0: memref<4xf32>):  // 3 preds: ^bb0, ^bb0, ^bb1
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     memref.store %arg2, %0[%c1] : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// IDENT: module {
// IDENT-NEXT:   func.func @sw(%arg0: memref<4xf32>, %arg1: i32, %arg2: f32) -> memref<4xf32> {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     cf.switch %arg1 : i32, [
// IDENT-NEXT:       default: ^bb1(%arg0 : memref<4xf32>),
// IDENT-NEXT:       1: ^bb1(%alloc : memref<4xf32>)
// IDENT-NEXT:     ]
// IDENT-NEXT:   ^bb1(%0: memref<4xf32>):  // 2 preds: ^bb0, ^bb0
// IDENT-NEXT:     memref.store %arg2, %0[%c0] : memref<4xf32>
// IDENT-NEXT:     return %0 : memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @pick(%arg0: memref<4xf32>, %arg1: i32, %arg2: f32) -> memref<4xf32> {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// IDENT-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc : memref<4xf32>)
// IDENT-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     memref.copy %arg0, %alloc_0 : memref<4xf32> to memref<4xf32>
// IDENT-NEXT:     cf.switch %arg1 : i32, [
// IDENT-NEXT:       default: ^bb2(%alloc_0 : memref<4xf32>),
// IDENT-NEXT:       1: ^bb2(%alloc : memref<4xf32>),
// IDENT-NEXT:       2: ^bb1
// IDENT-NEXT:     ]
// IDENT-NEXT:   ^bb1:  // pred: ^bb0
// IDENT-NEXT:     memref.store %arg2, %arg0[%c0] : memref<4xf32>
// IDENT-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     memref.copy %arg0, %alloc_1 : memref<4xf32> to memref<4xf32>
// IDENT-NEXT:     cf.br ^bb2(%alloc_1 : memref<4xf32>)
// IDENT-NEXT:   ^bb2(%0: memref<4xf32>):  // 3 preds: ^bb0, ^bb0, ^bb1
// IDENT-NEXT:     %c1 = arith.constant 1 : index
// IDENT-NEXT:     memref.store %arg2, %0[%c1] : memref<4xf32>
// IDENT-NEXT:     return %0 : memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT: }
