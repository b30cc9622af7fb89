// test-analysis-only on programs with unknown ops (issue 14): annotated as
// upstream does, with or without allow-unknown-ops (upstream's "op was not
// bufferized" comes from the rewrite, which test-analysis-only skips).  An
// unknown op's result is not writable and its operands are read and
// escape.  Expected text: mlir-opt 22's; both tools must print it.  Without
// test-analysis-only the error stays (invalid.mlir).
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=NOBOUND
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="test-analysis-only" | FileCheck %s --check-prefix=NOBOUND

// CHECK-LABEL: func.func @unknown
// CHECK-SAME: %arg0: tensor<4xf32> {bufferization.access = "read-write"}
// CHECK: "test.op"(%arg0) {__inplace_operands_attr__ = ["false"]}
// CHECK: tensor.insert %arg1 into %0[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK: tensor.insert %arg1 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: "test.op2"(%inserted, %inserted_0) {__inplace_operands_attr__ = ["false", "false"]}
// CHECK: return {__inplace_operands_attr__ = ["true"]} %1
// NOBOUND-LABEL: func.func @unknown
// NOBOUND-SAME: (%arg0: tensor<4xf32>, %arg1: f32)
// NOBOUND: tensor.insert %arg1 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]}
// NOBOUND: return {__inplace_operands_attr__ = ["false"]} %1
func.func @unknown(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %0 = "test.op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %1 = tensor.insert %f into %0[%c0] : tensor<4xf32>
  %2 = tensor.insert %f into %t[%c0] : tensor<4xf32>
  %3 = "test.op2"(%1, %2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}

// -----

// An unknown op between a write and a read inside a loop.
// CHECK-LABEL: func.func @unknown_in_loop
// CHECK: scf.for
// CHECK: "test.use"(%{{.*}}) {__inplace_operands_attr__ = ["false"]}
// CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK: {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
func.func @unknown_in_loop(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    "test.use"(%a) : (tensor<4xf32>) -> ()
    %b = tensor.insert %f into %a[%c0] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
