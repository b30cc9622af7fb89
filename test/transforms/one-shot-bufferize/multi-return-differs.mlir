// Calls returning two aliases of one argument, where bufopt deliberately
// differs from mlir-opt 22.  Upstream joins a call's results with its operand
// only when the operand is in place, so after copying the operand its two
// results still share the copy but its analysis no longer sees them alias: in
// @caller mlir-opt stores into %0#0 and loads %0#1 (the same buffer) and gets
// the new value (wrong code; multi-return-run.mlir runs it).  bufopt joins
// results that share an argument before any decision (shares_buffer_with),
// so the write into %a#0 goes out of place (a copy of the result, not of the
// whole argument as upstream's @write_one).  CHECK lines: bufopt's output,
// reviewed by hand.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

func.func @split(%t: tensor<6xf64>) -> (tensor<3xf64>, tensor<3xf64>) {
  %lo = tensor.extract_slice %t[0] [3] [1] : tensor<6xf64> to tensor<3xf64>
  %hi = tensor.extract_slice %t[3] [3] [1] : tensor<6xf64> to tensor<3xf64>
  return %lo, %hi : tensor<3xf64>, tensor<3xf64>
}
func.func @write_one(%t: tensor<6xf64>, %f: f64) -> (tensor<3xf64>, f64) {
  %c0 = arith.constant 0 : index
  %r:2 = func.call @split(%t) : (tensor<6xf64>) -> (tensor<3xf64>, tensor<3xf64>)
  %w = tensor.insert %f into %r#0[%c0] : tensor<3xf64>
  %x = tensor.extract %r#1[%c0] : tensor<3xf64>
  return %w, %x : tensor<3xf64>, f64
}
func.func @write_then_read_arg(%t: tensor<6xf64>, %f: f64) -> (tensor<3xf64>, f64) {
  %c0 = arith.constant 0 : index
  %r:2 = func.call @split(%t) : (tensor<6xf64>) -> (tensor<3xf64>, tensor<3xf64>)
  %w = tensor.insert %f into %r#1[%c0] : tensor<3xf64>
  %x = tensor.extract %t[%c0] : tensor<6xf64>
  return %w, %x : tensor<3xf64>, f64
}

// -----

func.func @same_twice(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %t, %t : tensor<4xf32>, tensor<4xf32>
}
func.func @caller(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %a:2 = func.call @same_twice(%t) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %w = tensor.insert %f into %a#0[%i] : tensor<4xf32>
  %x = tensor.extract %a#1[%i] : tensor<4xf32>
  return %w, %x : tensor<4xf32>, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @split(%arg0: tensor<6xf64> {bufferization.access = "read"}) -> (tensor<3xf64>, tensor<3xf64>) {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0] [3] [1] {__inplace_operands_attr__ = ["true"]} : tensor<6xf64> to tensor<3xf64>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg0[3] [3] [1] {__inplace_operands_attr__ = ["true"]} : tensor<6xf64> to tensor<3xf64>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %extracted_slice, %extracted_slice_0 : tensor<3xf64>, tensor<3xf64>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @write_one(%arg0: tensor<6xf64> {bufferization.access = "read"}, %arg1: f64) -> (tensor<3xf64>, f64) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0:2 = call @split(%arg0) {__inplace_operands_attr__ = ["true"]} : (tensor<6xf64>) -> (tensor<3xf64>, tensor<3xf64>)
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %0#0[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<3xf64>
// CHECK-NEXT:     %extracted = tensor.extract %0#1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<3xf64>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<3xf64>, f64
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @write_then_read_arg(%arg0: tensor<6xf64> {bufferization.access = "read"}, %arg1: f64) -> (tensor<3xf64>, f64) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0:2 = call @split(%arg0) {__inplace_operands_attr__ = ["false"]} : (tensor<6xf64>) -> (tensor<3xf64>, tensor<3xf64>)
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %0#1[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<3xf64>
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<6xf64>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<3xf64>, f64
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @same_twice(%arg0: tensor<4xf32> {bufferization.access = "read"}) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     return {__equivalent_func_args__ = [0, 0], __inplace_operands_attr__ = ["true", "true"]} %arg0, %arg0 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @caller(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %0:2 = call @same_twice(%arg0) {__inplace_operands_attr__ = ["true"]} : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %0#0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %0#1[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
