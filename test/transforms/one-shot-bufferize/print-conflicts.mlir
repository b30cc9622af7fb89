// print-conflicts (test-analysis-only): each refused in-place write is marked
// as upstream does: "C_n[CONFL-WRITE: i]" on the write, "C_n[READ: i]" on the
// read it would clobber, "C_n[DEF: result k | bbArg k]" where the read value
// was defined, "W_n[NOT-WRITABLE: ...]" on a non-writable buffer.  One
// function per file: mlir-opt numbers across --split-input-file chunks and
// functions (in an order that depends on pointers), and where several pairs
// conflict it picks one by pointer order too, so only programs with one
// conflict per refusal are compared, with the numbers left open (mlir-opt's
// differ between runs).  Expected text: mlir-opt 22's.
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts" | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts" | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts analysis-heuristic=top-down" | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only print-conflicts analysis-heuristic=top-down" | FileCheck %s

func.func @m(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32, f32) {
  %w = tensor.insert %f into %t[%i] : tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %u = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %w2 = tensor.insert %f into %u[%i] : tensor<4xf32>
  %y = tensor.extract %u[%i] : tensor<4xf32>
  %c = arith.constant dense<1.0> : tensor<4xf32>
  %w3 = tensor.insert %f into %c[%i] : tensor<4xf32>
  return %w, %w2, %w3, %x, %y : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32, f32
}

// CHECK: module {
// CHECK-NEXT:   func.func @m(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: f32, %arg2: index) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32, f32) attributes {"C_{{[0-9]+}}[DEF: bbArg 0]"} {
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%arg2] {"C_{{[0-9]+}}[CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%arg2] {"C_{{[0-9]+}}[READ: 0]", __inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:     %1 = linalg.fill {"C_{{[0-9]+}}[DEF: result 0]", __inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %inserted_0 = tensor.insert %arg1 into %1[%arg2] {"C_{{[0-9]+}}[CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted_1 = tensor.extract %1[%arg2] {"C_{{[0-9]+}}[READ: 0]", __inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %cst = arith.constant {"W_{{[0-9]+}}[NOT-WRITABLE: result 0]"} dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT:     %inserted_2 = tensor.insert %arg1 into %cst[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "true", "true", "none", "none"]} %inserted, %inserted_0, %inserted_2, %extracted, %extracted_1 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
