// scf.index_switch analysis with analysis-heuristic=top-down.  Expected text:
// mlir-opt 22's; both tools must print it.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down" | FileCheck %s

func.func @exclusive(%t: tensor<4xf32>, %k: index, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r:2 = scf.index_switch %k -> tensor<4xf32>, f32
  case 0 {
    %a = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %a, %f : tensor<4xf32>, f32
  }
  case 3 {
    %x = tensor.extract %t[%i] : tensor<4xf32>
    scf.yield %t, %x : tensor<4xf32>, f32
  }
  default {
    %y = tensor.extract %t[%k] : tensor<4xf32>
    scf.yield %t, %y : tensor<4xf32>, f32
  }
  return %r#0, %r#1 : tensor<4xf32>, f32
}

// -----

func.func @read_after(%t: tensor<4xf32>, %k: index, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r = scf.index_switch %k -> tensor<4xf32>
  case 1 {
    %a = tensor.insert %f into %t[%i] : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// -----

func.func @in_loop(%t: tensor<4xi32>, %n: index) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<4xi32> {
    %k = arith.remui %i, %c3 : index
    %v = arith.index_cast %i : index to i32
    %s = scf.index_switch %k -> tensor<4xi32>
    case 0 {
      %w = tensor.insert %v into %a[%c0] : tensor<4xi32>
      scf.yield %w : tensor<4xi32>
    }
    case 1 {
      %w = tensor.insert %v into %a[%c1] : tensor<4xi32>
      scf.yield %w : tensor<4xi32>
    }
    default {
      scf.yield %a : tensor<4xi32>
    }
    scf.yield %s : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}

// -----

func.func @scalar_only(%t: tensor<4xf32>, %k: index, %i: index) -> f32 {
  %r = scf.index_switch %k -> f32
  case 2 {
    %x = tensor.extract %t[%i] : tensor<4xf32>
    scf.yield %x : f32
  }
  default {
    %c0 = arith.constant 0 : index
    %x = tensor.extract %t[%c0] : tensor<4xf32>
    scf.yield %x : f32
  }
  return %r : f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @exclusive(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32, %arg3: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %0:2 = scf.index_switch %arg1 -> tensor<4xf32>, f32 
// CHECK-NEXT:     case 0 {
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg0[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted, %arg2 : tensor<4xf32>, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     case 3 {
// CHECK-NEXT:       %extracted = tensor.extract %arg0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %arg0, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %extracted = tensor.extract %arg0[%arg1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %arg0, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %0#0, %0#1 : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_after(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32, %arg3: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %0 = scf.index_switch %arg1 -> tensor<4xf32> 
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg0[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @in_loop(%arg0: tensor<4xi32> {bufferization.access = "read-write"}, %arg1: index) -> tensor<4xi32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<4xi32>) {
// CHECK-NEXT:       %1 = arith.remui %arg2, %c3 : index
// CHECK-NEXT:       %2 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:       %3 = scf.index_switch %1 -> tensor<4xi32> 
// CHECK-NEXT:       case 0 {
// CHECK-NEXT:         %inserted = tensor.insert %2 into %arg3[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xi32>
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:       case 1 {
// CHECK-NEXT:         %inserted = tensor.insert %2 into %arg3[%c1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xi32>
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:       default {
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %arg3 : tensor<4xi32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<4xi32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @scalar_only(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: index) -> f32 {
// CHECK-NEXT:     %0 = scf.index_switch %arg1 -> f32 
// CHECK-NEXT:     case 2 {
// CHECK-NEXT:       %extracted = tensor.extract %arg0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield %extracted : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %c0 = arith.constant 0 : index
// CHECK-NEXT:       %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield %extracted : f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
