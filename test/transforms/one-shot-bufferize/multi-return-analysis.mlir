// Calls whose callee returns several buffers aliasing one argument (two slices
// of it), or one result aliasing several arguments (scf.if picking one): the
// callee's summary lists every (result, argument) alias pair, as upstream's
// aliasingReturnVals.  Expected text: mlir-opt 22's; both tools must print it.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

func.func @split(%t: tensor<6xf64>) -> (tensor<3xf64>, tensor<3xf64>, f64) {
  %c0 = arith.constant 0 : index
  %lo = tensor.extract_slice %t[0] [3] [1] : tensor<6xf64> to tensor<3xf64>
  %hi = tensor.extract_slice %t[3] [3] [1] : tensor<6xf64> to tensor<3xf64>
  %f = tensor.extract %t[%c0] : tensor<6xf64>
  return %lo, %hi, %f : tensor<3xf64>, tensor<3xf64>, f64
}
func.func @read_both(%t: tensor<6xf64>) -> tensor<3xf64> {
  %r:3 = func.call @split(%t) : (tensor<6xf64>) -> (tensor<3xf64>, tensor<3xf64>, f64)
  %e = tensor.empty() : tensor<3xf64>
  %s = linalg.mul ins(%r#0, %r#1 : tensor<3xf64>, tensor<3xf64>) outs(%e : tensor<3xf64>) -> tensor<3xf64>
  return %s : tensor<3xf64>
}
func.func @from_constant() -> (tensor<3xf64>, f64) {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf64>
  %r:3 = func.call @split(%t) : (tensor<6xf64>) -> (tensor<3xf64>, tensor<3xf64>, f64)
  return %r#1, %r#2 : tensor<3xf64>, f64
}

// -----

func.func @pick(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @use_pick(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r = func.call @pick(%c, %a, %b) : (i1, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %f into %r[%i] : tensor<4xf32>
  %x = tensor.extract %b[%i] : tensor<4xf32>
  return %w, %x : tensor<4xf32>, f32
}
func.func @use_pick_late(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %r = func.call @pick(%c, %a, %b) : (i1, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %f into %r[%i] : tensor<4xf32>
  return %w : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @split(%arg0: tensor<6xf64> {bufferization.access = "read"}) -> (tensor<3xf64>, tensor<3xf64>, f64) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0] [3] [1] {__inplace_operands_attr__ = ["true"]} : tensor<6xf64> to tensor<3xf64>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg0[3] [3] [1] {__inplace_operands_attr__ = ["true"]} : tensor<6xf64> to tensor<3xf64>
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<6xf64>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "true", "none"]} %extracted_slice, %extracted_slice_0, %extracted : tensor<3xf64>, tensor<3xf64>, f64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @read_both(%arg0: tensor<6xf64> {bufferization.access = "read"}) -> tensor<3xf64> {
// CHECK-NEXT:     %0:3 = call @split(%arg0) {__inplace_operands_attr__ = ["true"]} : (tensor<6xf64>) -> (tensor<3xf64>, tensor<3xf64>, f64)
// CHECK-NEXT:     %1 = tensor.empty() : tensor<3xf64>
// CHECK-NEXT:     %2 = linalg.mul {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%0#0, %0#1 : tensor<3xf64>, tensor<3xf64>) outs(%1 : tensor<3xf64>) -> tensor<3xf64>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %2 : tensor<3xf64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @from_constant() -> (tensor<3xf64>, f64) {
// CHECK-NEXT:     %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<6xf64>
// CHECK-NEXT:     %0:3 = call @split(%cst) {__inplace_operands_attr__ = ["true"]} : (tensor<6xf64>) -> (tensor<3xf64>, tensor<3xf64>, f64)
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %0#1, %0#2 : tensor<3xf64>, f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @pick(%arg0: i1, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: tensor<4xf32> {bufferization.access = "read"}) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (tensor<4xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg2 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @use_pick(%arg0: i1, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: tensor<4xf32> {bufferization.access = "read"}, %arg3: f32, %arg4: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %0 = call @pick(%arg0, %arg1, %arg2) {__inplace_operands_attr__ = ["none", "true", "false"]} : (i1, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg3 into %0[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg2[%arg4] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @use_pick_late(%arg0: i1, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: tensor<4xf32> {bufferization.access = "read-write"}, %arg3: f32, %arg4: index) -> tensor<4xf32> {
// CHECK-NEXT:     %0 = call @pick(%arg0, %arg1, %arg2) {__inplace_operands_attr__ = ["none", "true", "true"]} : (i1, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg3 into %0[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
