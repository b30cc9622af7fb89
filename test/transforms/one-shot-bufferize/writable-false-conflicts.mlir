// print-conflicts names the non-writable function argument that forced a
// write out of place.  Expected text: mlir-opt 22's.  (One module: mlir-opt
// numbers the markers across --split-input-file chunks, and the order of
// the functions' numbers varies from run to run: the numbers are a regex.)
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts" | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts" | FileCheck %s

func.func @two_args(%a: tensor<4xf32> {bufferization.writable = false}, %b: tensor<4xf32> {bufferization.writable = true}, %f: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %x = tensor.insert %f into %a[%i] : tensor<4xf32>
  %y = tensor.insert %f into %b[%i] : tensor<4xf32>
  return %x, %y : tensor<4xf32>, tensor<4xf32>
}
func.func @slice_of_readonly(%t: tensor<8xf32> {bufferization.writable = false}, %f: f32) -> tensor<8xf32> {
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %w = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %w into %t[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @two_args(%arg0: tensor<4xf32> {bufferization.access = "read", bufferization.writable = false}, %arg1: tensor<4xf32> {bufferization.access = "read-write", bufferization.writable = true}, %arg2: f32, %arg3: index) -> (tensor<4xf32>, tensor<4xf32>) attributes {"W_{{[0-9]+}}[NOT-WRITABLE: bbArg 0]"} {
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %inserted_0 = tensor.insert %arg2 into %arg1[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [-1, 1], __inplace_operands_attr__ = ["true", "true"]} %inserted, %inserted_0 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @slice_of_readonly(%arg0: tensor<8xf32> {bufferization.access = "read", bufferization.writable = false}, %arg1: f32) -> tensor<8xf32> attributes {"W_{{[0-9]+}}[NOT-WRITABLE: bbArg 0]", "W_{{[0-9]+}}[NOT-WRITABLE: bbArg 0]"} {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] {__inplace_operands_attr__ = ["false"]} : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg0[2] [4] [1] {__inplace_operands_attr__ = ["true", "false"]} : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
