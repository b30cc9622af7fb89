// Recursive functions (test-analysis-only).  As upstream, functions in a call
// cycle, and every function calling into one, are analyzed last and without
// summaries: a call to such a function may read and write each tensor operand
// and each result may alias each operand; they get no bufferization.access
// and no __equivalent_func_args__.  Calls from them to other functions use
// those functions' summaries (@top calling @leaf).  Expected text: mlir-opt
// 22's; both tools must print it.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

func.func @f(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %z -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  } else {
    %f = arith.constant 1.0 : f32
    %i = tensor.insert %f into %t[%c0] : tensor<4xf32>
    %m = arith.subi %n, %c1 : index
    %x = func.call @f(%i, %m) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @g(%t: tensor<4xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %i = tensor.insert %f into %t[%c0] : tensor<4xf32>
  %x = func.call @g(%i, %n) : (tensor<4xf32>, index) -> f32
  %v = tensor.extract %t[%c0] : tensor<4xf32>
  return %v : f32
}

// -----

func.func @f(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %z -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %f0 = arith.constant 0.0 : f32
    %x = linalg.fill ins(%f0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %x = func.call @f(%t, %m) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @g(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %r = func.call @f(%e, %c0) : (tensor<4xf32>, index) -> tensor<4xf32>
  %v = tensor.extract %t[%c0] : tensor<4xf32>
  %w = tensor.insert %v into %r[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}
func.func @h(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %r = func.call @g(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @recursive(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = func.call @recursive(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @even(%t: tensor<4xi32>, %n: index) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %z -> tensor<4xi32> {
    scf.yield %t : tensor<4xi32>
  } else {
    %m = arith.subi %n, %c1 : index
    %v = arith.index_cast %n : index to i32
    %w = tensor.insert %v into %t[%c0] : tensor<4xi32>
    %x = func.call @odd(%w, %m) : (tensor<4xi32>, index) -> tensor<4xi32>
    scf.yield %x : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}
func.func @odd(%t: tensor<4xi32>, %n: index) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.subi %n, %c1 : index
  %v = tensor.extract %t[%c1] : tensor<4xi32>
  %x = func.call @even(%t, %m) : (tensor<4xi32>, index) -> tensor<4xi32>
  %w = tensor.insert %v into %x[%c1] : tensor<4xi32>
  return %w : tensor<4xi32>
}
func.func @leaf(%t: tensor<4xi32>) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %v = arith.constant 5 : i32
  %w = tensor.insert %v into %t[%c0] : tensor<4xi32>
  return %w : tensor<4xi32>
}
func.func @top(%t: tensor<4xi32>, %n: index) -> (tensor<4xi32>, tensor<4xi32>) {
  %a = func.call @leaf(%t) : (tensor<4xi32>) -> tensor<4xi32>
  %b = func.call @even(%a, %n) : (tensor<4xi32>, index) -> tensor<4xi32>
  %c = func.call @leaf(%t) : (tensor<4xi32>) -> tensor<4xi32>
  return %b, %c : tensor<4xi32>, tensor<4xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (tensor<4xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:       %inserted = tensor.insert %cst into %arg0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %2 = arith.subi %arg1, %c1 : index
// CHECK-NEXT:       %3 = func.call @f(%inserted, %2) {__inplace_operands_attr__ = ["true", "none"]} : (tensor<4xf32>, index) -> tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @g(%arg0: tensor<4xf32>, %arg1: index) -> f32 {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %inserted = tensor.insert %cst into %arg0[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %0 = call @g(%inserted, %arg1) {__inplace_operands_attr__ = ["true", "none"]} : (tensor<4xf32>, index) -> f32
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return %extracted : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<4xf32>, %arg1: index) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (tensor<4xf32>) {
// CHECK-NEXT:       %2 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:       %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:       %3 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst : f32) outs(%2 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.subi %arg1, %c1 : index
// CHECK-NEXT:       %3 = func.call @f(%arg0, %2) {__inplace_operands_attr__ = ["true", "none"]} : (tensor<4xf32>, index) -> tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @g(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:     %1 = call @f(%0, %c0) {__inplace_operands_attr__ = ["true", "none"]} : (tensor<4xf32>, index) -> tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %inserted = tensor.insert %extracted into %1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @h(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:     %1 = call @g(%arg0) {__inplace_operands_attr__ = ["true"]} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @recursive(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = call @recursive(%arg0) {__inplace_operands_attr__ = ["true"]} : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @even(%arg0: tensor<4xi32>, %arg1: index) -> tensor<4xi32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.cmpi eq, %arg1, %c0 : index
// CHECK-NEXT:     %1 = scf.if %0 -> (tensor<4xi32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xi32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = arith.subi %arg1, %c1 : index
// CHECK-NEXT:       %3 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT:       %inserted = tensor.insert %3 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xi32>
// CHECK-NEXT:       %4 = func.call @odd(%inserted, %2) {__inplace_operands_attr__ = ["true", "none"]} : (tensor<4xi32>, index) -> tensor<4xi32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %4 : tensor<4xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @odd(%arg0: tensor<4xi32>, %arg1: index) -> tensor<4xi32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = arith.subi %arg1, %c1 : index
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%c1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xi32>
// CHECK-NEXT:     %1 = call @even(%arg0, %0) {__inplace_operands_attr__ = ["true", "none"]} : (tensor<4xi32>, index) -> tensor<4xi32>
// CHECK-NEXT:     %inserted = tensor.insert %extracted into %1[%c1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xi32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @leaf(%arg0: tensor<4xi32> {bufferization.access = "read-write"}) -> tensor<4xi32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:     %inserted = tensor.insert %c5_i32 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xi32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @top(%arg0: tensor<4xi32>, %arg1: index) -> (tensor<4xi32>, tensor<4xi32>) {
// CHECK-NEXT:     %0 = call @leaf(%arg0) {__inplace_operands_attr__ = ["false"]} : (tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:     %1 = call @even(%0, %arg1) {__inplace_operands_attr__ = ["true", "none"]} : (tensor<4xi32>, index) -> tensor<4xi32>
// CHECK-NEXT:     %2 = call @leaf(%arg0) {__inplace_operands_attr__ = ["true"]} : (tensor<4xi32>) -> tensor<4xi32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %1, %2 : tensor<4xi32>, tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
