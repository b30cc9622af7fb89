// print-conflicts with scf.if and scf.for (see print-conflicts.mlir).
// Expected text: mlir-opt 22's.
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts" | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts" | FileCheck %s

func.func @f(%t: tensor<8xf32>, %c: i1, %f: f32, %i: index) -> (tensor<8xf32>, f32) {
  %s = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %w = tensor.insert %f into %s[%i] : tensor<4xf32>
  %r = tensor.insert_slice %w into %t[0] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %g = scf.if %c -> tensor<8xf32> {
    scf.yield %r : tensor<8xf32>
  } else {
    scf.yield %e : tensor<8xf32>
  }
  %x = tensor.extract %t[%i] : tensor<8xf32>
  %l = scf.for %k = %i to %i step %i iter_args(%a = %g) -> tensor<8xf32> {
    %a2 = tensor.insert %f into %a[%k] : tensor<8xf32>
    scf.yield %a2 : tensor<8xf32>
  }
  return %l, %x : tensor<8xf32>, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: i1, %arg2: f32, %arg3: index) -> (tensor<8xf32>, f32) attributes {"C_{{[0-9]+}}[DEF: bbArg 0]", "C_{{[0-9]+}}[DEF: bbArg 0]"} {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0] [4] [1] {__inplace_operands_attr__ = ["false"]} : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %extracted_slice[%arg3] {"C_{{[0-9]+}}[CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %inserted into %arg0[0] [4] [1] {"C_{{[0-9]+}}[CONFL-WRITE: 1]", __inplace_operands_attr__ = ["true", "false"]} : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:     %1 = scf.if %arg1 -> (tensor<8xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<8xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg3] {"C_{{[0-9]+}}[READ: 0]", "C_{{[0-9]+}}[READ: 0]", __inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %2 = scf.for %arg4 = %arg3 to %arg3 step %arg3 iter_args(%arg5 = %1) -> (tensor<8xf32>) {
// CHECK-NEXT:       %inserted_0 = tensor.insert %arg2 into %arg5[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_0 : tensor<8xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %2, %extracted : tensor<8xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
