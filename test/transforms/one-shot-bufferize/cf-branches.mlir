// One-Shot Bufferize of function bodies with several blocks (cf.br /
// cf.cond_br forwarding tensors to block arguments).  A forwarded operand
// is read and, in place, shares its buffer with the block argument; a read
// in a block that reaches a write's block without dominating it conflicts
// (the branch operand in @write_after_branch is copied); blocks on no
// common path never conflict (@pick, @exclusive_reads).  A block argument
// gets the type its predecessors forward when they agree, else the fully
// dynamic layout with memref.cast at the branches (@mixed_layouts).
// Without function boundaries every block argument of the function is
// not writable (NOBOUND).  Expected text: mlir-opt 22's, checked through
// both tools.
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENT
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENT
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

// RUN: bufopt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=NOBOUND
// RUN: mlir-opt %s --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=NOBOUND
func.func @pick(%c: i1, %a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  cf.cond_br %c, ^left(%a : tensor<3xf32>), ^right
^left(%x: tensor<3xf32>):
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %y = tensor.insert %one into %x[%c0] : tensor<3xf32>
  cf.br ^join(%y : tensor<3xf32>)
^right:
  cf.br ^join(%b : tensor<3xf32>)
^join(%r: tensor<3xf32>):
  return %r : tensor<3xf32>
}

func.func @write_after_branch(%c: i1, %t: tensor<4xi32>, %k: index) -> tensor<4xi32> {
  %v = arith.index_cast %k : index to i32
  cf.cond_br %c, ^left, ^right
^left:
  %l = tensor.insert %v into %t[%k] : tensor<4xi32>
  cf.br ^join(%l : tensor<4xi32>)
^right:
  %e = tensor.empty() : tensor<4xi32>
  %m = arith.constant -5 : i32
  %f = linalg.fill ins(%m : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  cf.br ^join(%f : tensor<4xi32>)
^join(%r: tensor<4xi32>):
  %c0 = arith.constant 0 : index
  %x = tensor.extract %r[%c0] : tensor<4xi32>
  %one = arith.constant 1 : i32
  %y = arith.addi %x, %one : i32
  %r2 = tensor.insert %y into %r[%c0] : tensor<4xi32>
  return %r2 : tensor<4xi32>
}

func.func @mixed_layouts(%c: i1, %t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  cf.cond_br %c, ^join(%t : tensor<4xf32>), ^other
^other:
  %g = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^join(%g : tensor<4xf32>)
^join(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}

func.func @exclusive_reads(%c: i1, %t: tensor<4xf32>, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %c, ^read, ^write
^read:
  %x = tensor.extract %t[%c1] : tensor<4xf32>
  return %x : f32
^write:
  %w = tensor.insert %f into %t[%c0] : tensor<4xf32>
  %y = tensor.extract %w[%c0] : tensor<4xf32>
  return %y : f32
}


// CHECK: module {
// CHECK-NEXT:   func.func @pick(%arg0: i1, %arg1: memref<3xf32, strided<[?], offset: ?>>, %arg2: memref<3xf32, strided<[?], offset: ?>>) -> memref<3xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : memref<3xf32, strided<[?], offset: ?>>), ^bb2
// CHECK-NEXT:   ^bb1(%0: memref<3xf32, strided<[?], offset: ?>>):  // pred: ^bb0
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     memref.store %cst, %0[%c0] : memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     cf.br ^bb3(%0 : memref<3xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     cf.br ^bb3(%arg2 : memref<3xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb3(%1: memref<3xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     return %1 : memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @write_after_branch(%arg0: i1, %arg1: memref<4xi32, strided<[?], offset: ?>>, %arg2: index) -> memref<4xi32> {
// CHECK-NEXT:     %0 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     memref.store %0, %arg1[%arg2] : memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
// CHECK-NEXT:     memref.copy %arg1, %alloc : memref<4xi32, strided<[?], offset: ?>> to memref<4xi32>
// CHECK-NEXT:     cf.br ^bb3(%alloc : memref<4xi32>)
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
// CHECK-NEXT:     %c-5_i32 = arith.constant -5 : i32
// CHECK-NEXT:     linalg.fill ins(%c-5_i32 : i32) outs(%alloc_0 : memref<4xi32>)
// CHECK-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
// CHECK-NEXT:     memref.copy %alloc_0, %alloc_1 : memref<4xi32> to memref<4xi32>
// CHECK-NEXT:     cf.br ^bb3(%alloc_1 : memref<4xi32>)
// CHECK-NEXT:   ^bb3(%1: memref<4xi32>):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %2 = memref.load %1[%c0] : memref<4xi32>
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %3 = arith.addi %2, %c1_i32 : i32
// CHECK-NEXT:     memref.store %3, %1[%c0] : memref<4xi32>
// CHECK-NEXT:     %cast = memref.cast %1 : memref<4xi32> to memref<4xi32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %1 : memref<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @mixed_layouts(%arg0: i1, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     cf.cond_br %arg0, ^bb2(%arg1 : memref<4xf32, strided<[?], offset: ?>>), ^bb1
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     linalg.fill ins(%arg2 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     cf.br ^bb2(%cast : memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:   ^bb2(%0: memref<4xf32, strided<[?], offset: ?>>):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @exclusive_reads(%arg0: i1, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: f32) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %0 = memref.load %arg1[%c1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     memref.store %arg2, %arg1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %1 = memref.load %arg1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %1 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// IDENT: module {
// IDENT-NEXT:   func.func @pick(%arg0: i1, %arg1: memref<3xf32>, %arg2: memref<3xf32>) -> memref<3xf32> {
// IDENT-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : memref<3xf32>), ^bb2
// IDENT-NEXT:   ^bb1(%0: memref<3xf32>):  // pred: ^bb0
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// IDENT-NEXT:     memref.store %cst, %0[%c0] : memref<3xf32>
// IDENT-NEXT:     cf.br ^bb3(%0 : memref<3xf32>)
// IDENT-NEXT:   ^bb2:  // pred: ^bb0
// IDENT-NEXT:     cf.br ^bb3(%arg2 : memref<3xf32>)
// IDENT-NEXT:   ^bb3(%1: memref<3xf32>):  // 2 preds: ^bb1, ^bb2
// IDENT-NEXT:     return %1 : memref<3xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @write_after_branch(%arg0: i1, %arg1: memref<4xi32>, %arg2: index) -> memref<4xi32> {
// IDENT-NEXT:     %0 = arith.index_cast %arg2 : index to i32
// IDENT-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// IDENT-NEXT:   ^bb1:  // pred: ^bb0
// IDENT-NEXT:     memref.store %0, %arg1[%arg2] : memref<4xi32>
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
// IDENT-NEXT:     memref.copy %arg1, %alloc : memref<4xi32> to memref<4xi32>
// IDENT-NEXT:     cf.br ^bb3(%alloc : memref<4xi32>)
// IDENT-NEXT:   ^bb2:  // pred: ^bb0
// IDENT-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
// IDENT-NEXT:     %c-5_i32 = arith.constant -5 : i32
// IDENT-NEXT:     linalg.fill ins(%c-5_i32 : i32) outs(%alloc_0 : memref<4xi32>)
// IDENT-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
// IDENT-NEXT:     memref.copy %alloc_0, %alloc_1 : memref<4xi32> to memref<4xi32>
// IDENT-NEXT:     cf.br ^bb3(%alloc_1 : memref<4xi32>)
// IDENT-NEXT:   ^bb3(%1: memref<4xi32>):  // 2 preds: ^bb1, ^bb2
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %2 = memref.load %1[%c0] : memref<4xi32>
// IDENT-NEXT:     %c1_i32 = arith.constant 1 : i32
// IDENT-NEXT:     %3 = arith.addi %2, %c1_i32 : i32
// IDENT-NEXT:     memref.store %3, %1[%c0] : memref<4xi32>
// IDENT-NEXT:     return %1 : memref<4xi32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @mixed_layouts(%arg0: i1, %arg1: memref<4xf32>, %arg2: f32) -> memref<4xf32> {
// IDENT-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENT-NEXT:     cf.cond_br %arg0, ^bb2(%arg1 : memref<4xf32>), ^bb1
// IDENT-NEXT:   ^bb1:  // pred: ^bb0
// IDENT-NEXT:     linalg.fill ins(%arg2 : f32) outs(%alloc : memref<4xf32>)
// IDENT-NEXT:     cf.br ^bb2(%alloc : memref<4xf32>)
// IDENT-NEXT:   ^bb2(%0: memref<4xf32>):  // 2 preds: ^bb0, ^bb1
// IDENT-NEXT:     return %0 : memref<4xf32>
// IDENT-NEXT:   }
// IDENT-NEXT:   func.func @exclusive_reads(%arg0: i1, %arg1: memref<4xf32>, %arg2: f32) -> f32 {
// IDENT-NEXT:     %c0 = arith.constant 0 : index
// IDENT-NEXT:     %c1 = arith.constant 1 : index
// IDENT-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// IDENT-NEXT:   ^bb1:  // pred: ^bb0
// IDENT-NEXT:     %0 = memref.load %arg1[%c1] : memref<4xf32>
// IDENT-NEXT:     return %0 : f32
// IDENT-NEXT:   ^bb2:  // pred: ^bb0
// IDENT-NEXT:     memref.store %arg2, %arg1[%c0] : memref<4xf32>
// IDENT-NEXT:     %1 = memref.load %arg1[%c0] : memref<4xf32>
// IDENT-NEXT:     return %1 : f32
// IDENT-NEXT:   }
// IDENT-NEXT: }

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @pick(%arg0: i1, %arg1: tensor<3xf32> {bufferization.access = "read-write"}, %arg2: tensor<3xf32> {bufferization.access = "read-write"}) -> tensor<3xf32> {
// ANALYSIS-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : tensor<3xf32>), ^bb2 {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb1(%0: tensor<3xf32>):  // pred: ^bb0
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// ANALYSIS-NEXT:     %inserted = tensor.insert %cst into %0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<3xf32>
// ANALYSIS-NEXT:     cf.br ^bb3(%inserted : tensor<3xf32>) {__inplace_operands_attr__ = ["true"]}
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb0
// ANALYSIS-NEXT:     cf.br ^bb3(%arg2 : tensor<3xf32>) {__inplace_operands_attr__ = ["true"]}
// ANALYSIS-NEXT:   ^bb3(%1: tensor<3xf32>):  // 2 preds: ^bb1, ^bb2
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @write_after_branch(%arg0: i1, %arg1: tensor<4xi32> {bufferization.access = "read-write"}, %arg2: index) -> tensor<4xi32> {
// ANALYSIS-NEXT:     %0 = arith.index_cast %arg2 : index to i32
// ANALYSIS-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// ANALYSIS-NEXT:   ^bb1:  // pred: ^bb0
// ANALYSIS-NEXT:     %inserted = tensor.insert %0 into %arg1[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xi32>
// ANALYSIS-NEXT:     cf.br ^bb3(%inserted : tensor<4xi32>) {__inplace_operands_attr__ = ["false"]}
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb0
// ANALYSIS-NEXT:     %1 = tensor.empty() : tensor<4xi32>
// ANALYSIS-NEXT:     %c-5_i32 = arith.constant -5 : i32
// ANALYSIS-NEXT:     %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%c-5_i32 : i32) outs(%1 : tensor<4xi32>) -> tensor<4xi32>
// ANALYSIS-NEXT:     cf.br ^bb3(%2 : tensor<4xi32>) {__inplace_operands_attr__ = ["false"]}
// ANALYSIS-NEXT:   ^bb3(%3: tensor<4xi32>):  // 2 preds: ^bb1, ^bb2
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %extracted = tensor.extract %3[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xi32>
// ANALYSIS-NEXT:     %c1_i32 = arith.constant 1 : i32
// ANALYSIS-NEXT:     %4 = arith.addi %extracted, %c1_i32 : i32
// ANALYSIS-NEXT:     %inserted_0 = tensor.insert %4 into %3[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xi32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_0 : tensor<4xi32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @mixed_layouts(%arg0: i1, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: f32) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// ANALYSIS-NEXT:     cf.cond_br %arg0, ^bb2(%arg1 : tensor<4xf32>), ^bb1 {__inplace_operands_attr__ = ["none", "true"]}
// ANALYSIS-NEXT:   ^bb1:  // pred: ^bb0
// ANALYSIS-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     cf.br ^bb2(%1 : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// ANALYSIS-NEXT:   ^bb2(%2: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %2 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT:   func.func @exclusive_reads(%arg0: i1, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: f32) -> f32 {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// ANALYSIS-NEXT:   ^bb1:  // pred: ^bb0
// ANALYSIS-NEXT:     %extracted = tensor.extract %arg1[%c1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return %extracted : f32
// ANALYSIS-NEXT:   ^bb2:  // pred: ^bb0
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg2 into %arg1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     %extracted_0 = tensor.extract %inserted[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// ANALYSIS-NEXT:     return %extracted_0 : f32
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }

// NOBOUND: module {
// NOBOUND-NEXT:   func.func @pick(%arg0: i1, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
// NOBOUND-NEXT:     cf.cond_br %arg0, ^bb1(%arg1 : tensor<3xf32>), ^bb2 {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb1(%0: tensor<3xf32>):  // pred: ^bb0
// NOBOUND-NEXT:     %c0 = arith.constant 0 : index
// NOBOUND-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// NOBOUND-NEXT:     %inserted = tensor.insert %cst into %0[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<3xf32>
// NOBOUND-NEXT:     cf.br ^bb3(%inserted : tensor<3xf32>) {__inplace_operands_attr__ = ["true"]}
// NOBOUND-NEXT:   ^bb2:  // pred: ^bb0
// NOBOUND-NEXT:     cf.br ^bb3(%arg2 : tensor<3xf32>) {__inplace_operands_attr__ = ["true"]}
// NOBOUND-NEXT:   ^bb3(%1: tensor<3xf32>):  // 2 preds: ^bb1, ^bb2
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["false"]} %1 : tensor<3xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT:   func.func @write_after_branch(%arg0: i1, %arg1: tensor<4xi32>, %arg2: index) -> tensor<4xi32> {
// NOBOUND-NEXT:     %0 = arith.index_cast %arg2 : index to i32
// NOBOUND-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// NOBOUND-NEXT:   ^bb1:  // pred: ^bb0
// NOBOUND-NEXT:     %inserted = tensor.insert %0 into %arg1[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xi32>
// NOBOUND-NEXT:     cf.br ^bb3(%inserted : tensor<4xi32>) {__inplace_operands_attr__ = ["true"]}
// NOBOUND-NEXT:   ^bb2:  // pred: ^bb0
// NOBOUND-NEXT:     %1 = tensor.empty() : tensor<4xi32>
// NOBOUND-NEXT:     %c-5_i32 = arith.constant -5 : i32
// NOBOUND-NEXT:     %2 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%c-5_i32 : i32) outs(%1 : tensor<4xi32>) -> tensor<4xi32>
// NOBOUND-NEXT:     cf.br ^bb3(%2 : tensor<4xi32>) {__inplace_operands_attr__ = ["true"]}
// NOBOUND-NEXT:   ^bb3(%3: tensor<4xi32>):  // 2 preds: ^bb1, ^bb2
// NOBOUND-NEXT:     %c0 = arith.constant 0 : index
// NOBOUND-NEXT:     %extracted = tensor.extract %3[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xi32>
// NOBOUND-NEXT:     %c1_i32 = arith.constant 1 : i32
// NOBOUND-NEXT:     %4 = arith.addi %extracted, %c1_i32 : i32
// NOBOUND-NEXT:     %inserted_0 = tensor.insert %4 into %3[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xi32>
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_0 : tensor<4xi32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT:   func.func @mixed_layouts(%arg0: i1, %arg1: tensor<4xf32>, %arg2: f32) -> tensor<4xf32> {
// NOBOUND-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// NOBOUND-NEXT:     cf.cond_br %arg0, ^bb2(%arg1 : tensor<4xf32>), ^bb1 {__inplace_operands_attr__ = ["none", "true"]}
// NOBOUND-NEXT:   ^bb1:  // pred: ^bb0
// NOBOUND-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// NOBOUND-NEXT:     cf.br ^bb2(%1 : tensor<4xf32>) {__inplace_operands_attr__ = ["true"]}
// NOBOUND-NEXT:   ^bb2(%2: tensor<4xf32>):  // 2 preds: ^bb0, ^bb1
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["false"]} %2 : tensor<4xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT:   func.func @exclusive_reads(%arg0: i1, %arg1: tensor<4xf32>, %arg2: f32) -> f32 {
// NOBOUND-NEXT:     %c0 = arith.constant 0 : index
// NOBOUND-NEXT:     %c1 = arith.constant 1 : index
// NOBOUND-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// NOBOUND-NEXT:   ^bb1:  // pred: ^bb0
// NOBOUND-NEXT:     %extracted = tensor.extract %arg1[%c1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     return %extracted : f32
// NOBOUND-NEXT:   ^bb2:  // pred: ^bb0
// NOBOUND-NEXT:     %inserted = tensor.insert %arg2 into %arg1[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     %extracted_0 = tensor.extract %inserted[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     return %extracted_0 : f32
// NOBOUND-NEXT:   }
// NOBOUND-NEXT: }
