// scf.index_switch where bufopt deliberately differs from mlir-opt 22.
// Upstream's scf.yield lists the parent's result as an alias only under scf.if
// and scf.execute_region, not under scf.index_switch, so its alias sets miss
// the yielded values: in @f below mlir-opt stores into %0 (= %arg0) in place
// and then loads %arg0 expecting the old value (wrong code), and marks
// arguments written through the switch's result as "read" only (@two_args).
// bufopt treats index_switch like scf.if (yields join the result's class),
// which is correct and copies where needed.  The CHECK lines are bufopt's
// output, reviewed by hand; index-switch-run.mlir runs the @f pattern.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s


func.func @new_buffers(%t: tensor<4xf32>, %k: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %k -> tensor<4xf32>
  case 0 {
    %e = tensor.empty() : tensor<4xf32>
    %a = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  }
  case 1 {
    %a = tensor.insert %f into %t[%c0] : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  }
  default {
    %cst = arith.constant dense<1.0> : tensor<4xf32>
    scf.yield %cst : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @two_args(%a: tensor<4xf32>, %b: tensor<4xf32>, %k: index, %f: f32, %i: index) -> tensor<4xf32> {
  %r = scf.index_switch %k -> tensor<4xf32>
  case 0 {
    scf.yield %a : tensor<4xf32>
  }
  case 1 {
    scf.yield %b : tensor<4xf32>
  }
  default {
    %w = tensor.insert %f into %a[%i] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  %w2 = tensor.insert %f into %r[%i] : tensor<4xf32>
  return %w2 : tensor<4xf32>
}

// -----

func.func @slices(%t: tensor<8xf32>, %k: index, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %k -> tensor<4xf32>
  case 0 {
    %s = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  default {
    %s = tensor.extract_slice %t[4] [4] [1] : tensor<8xf32> to tensor<4xf32>
    %w = tensor.insert %f into %s[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  %x = tensor.extract %t[%c0] : tensor<8xf32>
  return %r, %x : tensor<4xf32>, f32
}

// -----

func.func @f(%t: tensor<4xf32>, %k: index, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r = scf.index_switch %k -> tensor<4xf32>
  case 0 {
    scf.yield %t : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  %w = tensor.insert %f into %r[%i] : tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %w, %x : tensor<4xf32>, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @new_buffers(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = scf.index_switch %arg1 -> tensor<4xf32> 
// CHECK-NEXT:     case 0 {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:       %2 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %cst = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %cst : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @two_args(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: index, %arg3: f32, %arg4: index) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.index_switch %arg2 -> tensor<4xf32> 
// CHECK-NEXT:     case 0 {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     case 1 {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %inserted_0 = tensor.insert %arg3 into %arg0[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_0 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %inserted = tensor.insert %arg3 into %0[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @slices(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = scf.index_switch %arg1 -> tensor<4xf32> 
// CHECK-NEXT:     case 0 {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[0] [4] [1] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %extracted_slice : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[4] [4] [1] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %extracted_slice[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32, %arg3: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %0 = scf.index_switch %arg1 -> tensor<4xf32> 
// CHECK-NEXT:     case 0 {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     default {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg0 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %0[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
