// Functions with several func.return ops returning tensors.  Each return
// gets its own __equivalent_func_args__; the function's summary (for
// callers) makes a result equivalent to an argument only when every return
// agrees (@agree; @disagree's result 0 aliases argument 0 on every return
// but argument 0 also reaches result 1, so a caller sees no equivalence, as
// upstream's aliasingReturnVals).  Result types: with infer-layout-map the
// returned buffers' type when all returns agree (@two_allocs: identity),
// else the fully dynamic layout with a memref.cast at each return whose
// buffer differs (@mixed); identity and fully dynamic layouts as for one
// return.  drop-equivalent-buffer-results leaves functions with several
// returns alone, as upstream.  Expected text: mlir-opt 22's, through both
// tools.
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENT
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENT
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map" | FileCheck %s --check-prefix=DYN
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map" | FileCheck %s --check-prefix=DYN
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" --drop-equivalent-buffer-results | FileCheck %s --check-prefix=DROP
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" --drop-equivalent-buffer-results | FileCheck %s --check-prefix=DROP

func.func @g(%t: tensor<4xf32>, %c: i1, %v: f32) -> tensor<4xf32> {
  %i = arith.constant 0 : index
  cf.cond_br %c, ^a, ^b
^a:
  %0 = tensor.insert %v into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
^b:
  return %t : tensor<4xf32>
}
func.func @mixed(%t: tensor<8xf32>, %c: i1, %v: f32) -> tensor<4xf32> {
  %i = arith.constant 0 : index
  cf.cond_br %c, ^a, ^b
^a:
  %0 = tensor.extract_slice %t[2][4][1] : tensor<8xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
^b:
  %e = tensor.empty() : tensor<4xf32>
  %1 = tensor.insert %v into %e[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @two_allocs(%c: i1, %v: f32) -> tensor<4xf32> {
  %i = arith.constant 0 : index
  cf.cond_br %c, ^a, ^b
^a:
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
^b:
  %f = tensor.empty() : tensor<4xf32>
  %1 = tensor.insert %v into %f[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}
func.func @disagree(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  cf.cond_br %c, ^a, ^b
^a:
  return %t, %u : tensor<4xf32>, tensor<4xf32>
^b:
  return %t, %t : tensor<4xf32>, tensor<4xf32>
}
func.func @agree(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, tensor<4xf32>) {
  cf.cond_br %c, ^a, ^b
^a:
  return %t, %u : tensor<4xf32>, tensor<4xf32>
^b:
  cf.assert %c, "never"
  return %t, %u : tensor<4xf32>, tensor<4xf32>
}
func.func @callers(%t: tensor<4xf32>, %u: tensor<4xf32>, %c: i1, %v: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32) {
  %i = arith.constant 0 : index
  %r:2 = call @disagree(%t, %u, %c) : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>)
  %s:2 = call @agree(%t, %u, %c) : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>)
  %g = call @g(%u, %c, %v) : (tensor<4xf32>, i1, f32) -> tensor<4xf32>
  %x = tensor.extract %r#1[%i] : tensor<4xf32>
  return %r#0, %s#0, %g, %x : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32
}

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @g(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: i1, %arg2: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// ANALYSIS-NEXT:   ^bb1:  // pred: ^bb0
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb0
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @mixed(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// ANALYSIS-NEXT:   ^bb1:  // pred: ^bb0
// ANALYSIS-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> to tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %extracted_slice : tensor<4xf32>
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb0
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @two_allocs(%arg0: i1, %arg1: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// ANALYSIS-NEXT:   ^bb1:  // pred: ^bb0
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb0
// ANALYSIS-NEXT:     %2 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg1 into %2[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @disagree(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: i1) -> (tensor<4xf32>, tensor<4xf32>) {
// ANALYSIS-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// ANALYSIS-NEXT:   ^bb1:  // pred: ^bb0
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg1 : tensor<4xf32>, tensor<4xf32>
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb0
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0, 0], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg0 : tensor<4xf32>, tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @agree(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: i1) -> (tensor<4xf32>, tensor<4xf32>) {
// ANALYSIS-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// ANALYSIS-NEXT:   ^bb1:  // pred: ^bb0
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg1 : tensor<4xf32>, tensor<4xf32>
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb0
// ANALYSIS-NEXT:     cf.assert %arg2, "never"
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg1 : tensor<4xf32>, tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @callers(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: i1, %arg3: f32) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32) {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %0:2 = call @disagree(%arg0, %arg1, %arg2) {__inplace_operands_attr__ = ["true", "false", "none"]} : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>)
// ANALYSIS-NEXT:     %1:2 = call @agree(%arg0, %arg1, %arg2) {__inplace_operands_attr__ = ["true", "true", "none"]} : (tensor<4xf32>, tensor<4xf32>, i1) -> (tensor<4xf32>, tensor<4xf32>)
// ANALYSIS-NEXT:     %2 = call @g(%arg1, %arg2, %arg3) {__inplace_operands_attr__ = ["true", "none", "none"]} : (tensor<4xf32>, i1, f32) -> tensor<4xf32>
// ANALYSIS-NEXT:     %extracted = tensor.extract %0#1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [-1, 0, 1, -1], __inplace_operands_attr__ = ["true", "true", "true", "none"]} %0#0, %1#0, %2, %extracted : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }

// CHECK: module {
// CHECK-NEXT:   func.func @g(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     memref.store %arg2, %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mixed(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %subview = memref.subview %arg0[2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %subview : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @two_allocs(%arg0: i1, %arg1: f32) -> memref<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc : memref<4xf32>
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.store %arg1, %alloc_0[%c0] : memref<4xf32>
// CHECK-NEXT:     %cast_1 = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc_0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @disagree(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i1) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     return %arg0, %arg0 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @agree(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i1) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     return %arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.assert %arg2, "never"
// CHECK-NEXT:     return %arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @callers(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i1, %arg3: f32) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %0:2 = call @disagree(%arg0, %cast, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, i1) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:     %1:2 = call @agree(%arg0, %arg1, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, i1) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:     %2 = call @g(%arg1, %arg2, %arg3) : (memref<4xf32, strided<[?], offset: ?>>, i1, f32) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %3 = memref.load %0#1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0#0, %1#0, %2, %3 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// IDENT: module {
// IDENT-NEXT:   func.func @g(%arg0: memref<4xf32>, %arg1: i1, %arg2: f32) -> memref<4xf32> {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// IDENT-NEXT:   ^bb1:  // pred: ^bb0
// IDENT-NEXT:     memref.store %arg2, %arg0[%c0] : memref<4xf32>
// IDENT-NEXT:     return %arg0 : memref<4xf32>
// IDENT-NEXT:   ^bb2:  // pred: ^bb0
// IDENT-NEXT:     return %arg0 : memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @mixed(%arg0: memref<8xf32>, %arg1: i1, %arg2: f32) -> memref<4xf32> {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// IDENT-NEXT:   ^bb1:  // pred: ^bb0
// IDENT-NEXT:     %subview = memref.subview %arg0[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     memref.copy %subview, %alloc : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32>
// IDENT-NEXT:     return %alloc : memref<4xf32>
// IDENT-NEXT:   ^bb2:  // pred: ^bb0
// IDENT-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     memref.store %arg2, %alloc_0[%c0] : memref<4xf32>
// IDENT-NEXT:     return %alloc_0 : memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @two_allocs(%arg0: i1, %arg1: f32) -> memref<4xf32> {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// IDENT-NEXT:   ^bb1:  // pred: ^bb0
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// IDENT-NEXT:     return %alloc : memref<4xf32>
// IDENT-NEXT:   ^bb2:  // pred: ^bb0
// IDENT-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     memref.store %arg1, %alloc_0[%c0] : memref<4xf32>
// IDENT-NEXT:     return %alloc_0 : memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @disagree(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: i1) -> (memref<4xf32>, memref<4xf32>) {
// IDENT-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// IDENT-NEXT:   ^bb1:  // pred: ^bb0
// IDENT-NEXT:     return %arg0, %arg1 : memref<4xf32>, memref<4xf32>
// IDENT-NEXT:   ^bb2:  // pred: ^bb0
// IDENT-NEXT:     return %arg0, %arg0 : memref<4xf32>, memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @agree(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: i1) -> (memref<4xf32>, memref<4xf32>) {
// IDENT-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// IDENT-NEXT:   ^bb1:  // pred: ^bb0
// IDENT-NEXT:     return %arg0, %arg1 : memref<4xf32>, memref<4xf32>
// IDENT-NEXT:   ^bb2:  // pred: ^bb0
// IDENT-NEXT:     cf.assert %arg2, "never"
// IDENT-NEXT:     return %arg0, %arg1 : memref<4xf32>, memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @callers(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: i1, %arg3: f32) -> (memref<4xf32>, memref<4xf32>, memref<4xf32>, f32) {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     memref.copy %arg1, %alloc : memref<4xf32> to memref<4xf32>
// IDENT-NEXT:     %0:2 = call @disagree(%arg0, %alloc, %arg2) : (memref<4xf32>, memref<4xf32>, i1) -> (memref<4xf32>, memref<4xf32>)
// IDENT-NEXT:     %1:2 = call @agree(%arg0, %arg1, %arg2) : (memref<4xf32>, memref<4xf32>, i1) -> (memref<4xf32>, memref<4xf32>)
// IDENT-NEXT:     %2 = call @g(%arg1, %arg2, %arg3) : (memref<4xf32>, i1, f32) -> memref<4xf32>
// IDENT-NEXT:     %3 = memref.load %0#1[%c0] : memref<4xf32>
// IDENT-NEXT:     return %0#0, %1#0, %2, %3 : memref<4xf32>, memref<4xf32>, memref<4xf32>, f32
// IDENT-NEXT:   }
// IDENT-NEXT: }

// DYN: module {
// DYN-NEXT:   func.func @g(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// DYN-NEXT:   ^bb1:  // pred: ^bb0
// DYN-NEXT:     memref.store %arg2, %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   ^bb2:  // pred: ^bb0
// DYN-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @mixed(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// DYN-NEXT:   ^bb1:  // pred: ^bb0
// DYN-NEXT:     %subview = memref.subview %arg0[2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     return %subview : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   ^bb2:  // pred: ^bb0
// DYN-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYN-NEXT:     memref.store %arg2, %alloc[%c0] : memref<4xf32>
// DYN-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     return %cast : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @two_allocs(%arg0: i1, %arg1: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// DYN-NEXT:   ^bb1:  // pred: ^bb0
// DYN-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYN-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// DYN-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     return %cast : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   ^bb2:  // pred: ^bb0
// DYN-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYN-NEXT:     memref.store %arg1, %alloc_0[%c0] : memref<4xf32>
// DYN-NEXT:     %cast_1 = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     return %cast_1 : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @disagree(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i1) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// DYN-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// DYN-NEXT:   ^bb1:  // pred: ^bb0
// DYN-NEXT:     return %arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   ^bb2:  // pred: ^bb0
// DYN-NEXT:     return %arg0, %arg0 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @agree(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i1) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// DYN-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// DYN-NEXT:   ^bb1:  // pred: ^bb0
// DYN-NEXT:     return %arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   ^bb2:  // pred: ^bb0
// DYN-NEXT:     cf.assert %arg2, "never"
// DYN-NEXT:     return %arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:   }
// DYN-NEXT:   func.func @callers(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i1, %arg3: f32) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, f32) {
// DYN-NEXT:     %c0 = arith.constant 0 : index
// DYN-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYN-NEXT:     memref.copy %arg1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// DYN-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     %0:2 = call @disagree(%arg0, %cast, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, i1) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:     %1:2 = call @agree(%arg0, %arg1, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, i1) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>)
// DYN-NEXT:     %2 = call @g(%arg1, %arg2, %arg3) : (memref<4xf32, strided<[?], offset: ?>>, i1, f32) -> memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     %3 = memref.load %0#1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// DYN-NEXT:     return %0#0, %1#0, %2, %3 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, f32
// DYN-NEXT:   }
// DYN-NEXT: }

// DROP: module {
// DROP-NEXT:   func.func @g(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// DROP-NEXT:     %c0 = arith.constant 0 : index
// DROP-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// DROP-NEXT:   ^bb1:  // pred: ^bb0
// DROP-NEXT:     memref.store %arg2, %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// DROP-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// DROP-NEXT:   ^bb2:  // pred: ^bb0
// DROP-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// DROP-NEXT:   }
// DROP-NEXT:   func.func @mixed(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: i1, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// DROP-NEXT:     %c0 = arith.constant 0 : index
// DROP-NEXT:     cf.cond_br %arg1, ^bb1, ^bb2
// DROP-NEXT:   ^bb1:  // pred: ^bb0
// DROP-NEXT:     %subview = memref.subview %arg0[2] [4] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// DROP-NEXT:     return %subview : memref<4xf32, strided<[?], offset: ?>>
// DROP-NEXT:   ^bb2:  // pred: ^bb0
// DROP-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DROP-NEXT:     memref.store %arg2, %alloc[%c0] : memref<4xf32>
// DROP-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DROP-NEXT:     return %cast : memref<4xf32, strided<[?], offset: ?>>
// DROP-NEXT:   }
// DROP-NEXT:   func.func @two_allocs(%arg0: i1, %arg1: f32) -> memref<4xf32> {
// DROP-NEXT:     %c0 = arith.constant 0 : index
// DROP-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// DROP-NEXT:   ^bb1:  // pred: ^bb0
// DROP-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DROP-NEXT:     linalg.fill ins(%arg1 : f32) outs(%alloc : memref<4xf32>)
// DROP-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DROP-NEXT:     return %alloc : memref<4xf32>
// DROP-NEXT:   ^bb2:  // pred: ^bb0
// DROP-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DROP-NEXT:     memref.store %arg1, %alloc_0[%c0] : memref<4xf32>
// DROP-NEXT:     %cast_1 = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DROP-NEXT:     return %alloc_0 : memref<4xf32>
// DROP-NEXT:   }
// DROP-NEXT:   func.func @disagree(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i1) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// DROP-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// DROP-NEXT:   ^bb1:  // pred: ^bb0
// DROP-NEXT:     return %arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// DROP-NEXT:   ^bb2:  // pred: ^bb0
// DROP-NEXT:     return %arg0, %arg0 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// DROP-NEXT:   }
// DROP-NEXT:   func.func @agree(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i1) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// DROP-NEXT:     cf.cond_br %arg2, ^bb1, ^bb2
// DROP-NEXT:   ^bb1:  // pred: ^bb0
// DROP-NEXT:     return %arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// DROP-NEXT:   ^bb2:  // pred: ^bb0
// DROP-NEXT:     cf.assert %arg2, "never"
// DROP-NEXT:     return %arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// DROP-NEXT:   }
// DROP-NEXT:   func.func @callers(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: i1, %arg3: f32) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, f32) {
// DROP-NEXT:     %c0 = arith.constant 0 : index
// DROP-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DROP-NEXT:     memref.copy %arg1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// DROP-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DROP-NEXT:     %0:2 = call @disagree(%arg0, %cast, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, i1) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>)
// DROP-NEXT:     %1:2 = call @agree(%arg0, %arg1, %arg2) : (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, i1) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>)
// DROP-NEXT:     %2 = call @g(%arg1, %arg2, %arg3) : (memref<4xf32, strided<[?], offset: ?>>, i1, f32) -> memref<4xf32, strided<[?], offset: ?>>
// DROP-NEXT:     %3 = memref.load %0#1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// DROP-NEXT:     return %0#0, %1#0, %2, %3 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, f32
// DROP-NEXT:   }
// DROP-NEXT: }
