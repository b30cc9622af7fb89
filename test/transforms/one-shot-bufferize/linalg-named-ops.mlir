// Every linalg op of bufopt's tables (elementwise binary and unary named ops,
// select, matmul / matvec / vecmat / dot / batch_matmul, conv_2d_nhwc_hwcf,
// copy, transpose, broadcast, reduce, fill) through one-shot-bufferize: the
// in-place analysis and the rewrite in both layouts.  Expected text: mlir-opt
// 22's, and both tools must print it.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=INFER
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=INFER
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENTITY
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENTITY

func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @sub(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.sub ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @mul(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.mul ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @div(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.div ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @max(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.max ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @min(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.min ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @powf(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.powf ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @div_unsigned(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %r = linalg.div_unsigned ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}

// -----

func.func @exp(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.exp ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = linalg.exp ins(%r : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

func.func @log(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.log ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = linalg.log ins(%r : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

func.func @abs(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.abs ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = linalg.abs ins(%r : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

func.func @ceil(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.ceil ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = linalg.ceil ins(%r : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

func.func @floor(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.floor ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = linalg.floor ins(%r : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

func.func @negf(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.negf ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = linalg.negf ins(%r : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

func.func @reciprocal(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.reciprocal ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = linalg.reciprocal ins(%r : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

func.func @round(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.round ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = linalg.round ins(%r : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

func.func @sqrt(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.sqrt ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = linalg.sqrt ins(%r : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

func.func @rsqrt(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.rsqrt ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = linalg.rsqrt ins(%r : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

func.func @square(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.square ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = linalg.square ins(%r : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

func.func @tanh(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.tanh ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = linalg.tanh ins(%r : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

func.func @erf(%a: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.erf ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %s = linalg.erf ins(%r : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r, %s : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

func.func @select(%c: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.select ins(%c, %a, %b : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @contractions(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %v: tensor<3xf32>, %w: tensor<2xf32>, %ba: tensor<5x2x3xf32>, %bb: tensor<5x3x4xf32>) -> (tensor<2x4xf32>, tensor<2xf32>, tensor<3xf32>, tensor<f32>, tensor<5x2x4xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%f : tensor<2x4xf32>) -> tensor<2x4xf32>
  %e2 = tensor.empty() : tensor<2xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  %mv = linalg.matvec ins(%a, %v : tensor<2x3xf32>, tensor<3xf32>) outs(%f2 : tensor<2xf32>) -> tensor<2xf32>
  %e3 = tensor.empty() : tensor<3xf32>
  %f3 = linalg.fill ins(%z : f32) outs(%e3 : tensor<3xf32>) -> tensor<3xf32>
  %vm = linalg.vecmat ins(%w, %a : tensor<2xf32>, tensor<2x3xf32>) outs(%f3 : tensor<3xf32>) -> tensor<3xf32>
  %e4 = tensor.empty() : tensor<f32>
  %f4 = linalg.fill ins(%z : f32) outs(%e4 : tensor<f32>) -> tensor<f32>
  %d = linalg.dot ins(%v, %vm : tensor<3xf32>, tensor<3xf32>) outs(%f4 : tensor<f32>) -> tensor<f32>
  %e5 = tensor.empty() : tensor<5x2x4xf32>
  %f5 = linalg.fill ins(%z : f32) outs(%e5 : tensor<5x2x4xf32>) -> tensor<5x2x4xf32>
  %bm = linalg.batch_matmul ins(%ba, %bb : tensor<5x2x3xf32>, tensor<5x3x4xf32>) outs(%f5 : tensor<5x2x4xf32>) -> tensor<5x2x4xf32>
  return %m, %mv, %vm, %d, %bm : tensor<2x4xf32>, tensor<2xf32>, tensor<3xf32>, tensor<f32>, tensor<5x2x4xf32>
}

// -----

func.func @conv(%i: tensor<1x5x5x2xf32>, %k: tensor<3x3x2x4xf32>, %o: tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%i, %k : tensor<1x5x5x2xf32>, tensor<3x3x2x4xf32>) outs(%o : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  return %r : tensor<1x3x3x4xf32>
}

// -----

func.func @copy_transpose_broadcast_reduce(%a: tensor<2x3xf32>, %v: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3x2xf32>, tensor<4x3xf32>, tensor<2xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %c = linalg.copy ins(%a : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %et = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%c : tensor<2x3xf32>) outs(%et : tensor<3x2xf32>) permutation = [1, 0]
  %eb = tensor.empty() : tensor<4x3xf32>
  %b = linalg.broadcast ins(%v : tensor<3xf32>) outs(%eb : tensor<4x3xf32>) dimensions = [0]
  %er = tensor.empty() : tensor<2xf32>
  %r = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%er : tensor<2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  return %c, %t, %b, %r : tensor<2x3xf32>, tensor<3x2xf32>, tensor<4x3xf32>, tensor<2xf32>
}

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @add(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read"}) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %0 = linalg.add {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @sub(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read"}) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %0 = linalg.sub {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @mul(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read"}) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %0 = linalg.mul {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @div(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read"}) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %0 = linalg.div {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @max(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read"}) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %0 = linalg.max {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @min(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read"}) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %0 = linalg.min {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @powf(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read"}) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %0 = linalg.powf {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg1 : tensor<4xf32>, tensor<4xf32>) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @div_unsigned(%arg0: tensor<4xi32> {bufferization.access = "read"}, %arg1: tensor<4xi32> {bufferization.access = "read"}) -> tensor<4xi32> {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<4xi32>
// ANALYSIS-NEXT:     %1 = linalg.div_unsigned {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg1 : tensor<4xi32>, tensor<4xi32>) outs(%0 : tensor<4xi32>) -> tensor<4xi32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xi32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @exp(%arg0: tensor<2x3xf32> {bufferization.access = "read-write"}) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<2x3xf32>
// ANALYSIS-NEXT:     %1 = linalg.exp {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     %2 = linalg.exp {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<2x3xf32>) outs(%arg0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @log(%arg0: tensor<2x3xf32> {bufferization.access = "read-write"}) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<2x3xf32>
// ANALYSIS-NEXT:     %1 = linalg.log {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     %2 = linalg.log {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<2x3xf32>) outs(%arg0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @abs(%arg0: tensor<2x3xf32> {bufferization.access = "read-write"}) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<2x3xf32>
// ANALYSIS-NEXT:     %1 = linalg.abs {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     %2 = linalg.abs {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<2x3xf32>) outs(%arg0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @ceil(%arg0: tensor<2x3xf32> {bufferization.access = "read-write"}) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<2x3xf32>
// ANALYSIS-NEXT:     %1 = linalg.ceil {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     %2 = linalg.ceil {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<2x3xf32>) outs(%arg0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @floor(%arg0: tensor<2x3xf32> {bufferization.access = "read-write"}) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<2x3xf32>
// ANALYSIS-NEXT:     %1 = linalg.floor {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     %2 = linalg.floor {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<2x3xf32>) outs(%arg0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @negf(%arg0: tensor<2x3xf32> {bufferization.access = "read-write"}) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<2x3xf32>
// ANALYSIS-NEXT:     %1 = linalg.negf {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     %2 = linalg.negf {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<2x3xf32>) outs(%arg0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @reciprocal(%arg0: tensor<2x3xf32> {bufferization.access = "read-write"}) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<2x3xf32>
// ANALYSIS-NEXT:     %1 = linalg.reciprocal {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     %2 = linalg.reciprocal {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<2x3xf32>) outs(%arg0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @round(%arg0: tensor<2x3xf32> {bufferization.access = "read-write"}) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<2x3xf32>
// ANALYSIS-NEXT:     %1 = linalg.round {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     %2 = linalg.round {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<2x3xf32>) outs(%arg0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @sqrt(%arg0: tensor<2x3xf32> {bufferization.access = "read-write"}) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<2x3xf32>
// ANALYSIS-NEXT:     %1 = linalg.sqrt {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     %2 = linalg.sqrt {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<2x3xf32>) outs(%arg0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @rsqrt(%arg0: tensor<2x3xf32> {bufferization.access = "read-write"}) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<2x3xf32>
// ANALYSIS-NEXT:     %1 = linalg.rsqrt {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     %2 = linalg.rsqrt {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<2x3xf32>) outs(%arg0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @square(%arg0: tensor<2x3xf32> {bufferization.access = "read-write"}) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<2x3xf32>
// ANALYSIS-NEXT:     %1 = linalg.square {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     %2 = linalg.square {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<2x3xf32>) outs(%arg0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @tanh(%arg0: tensor<2x3xf32> {bufferization.access = "read-write"}) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<2x3xf32>
// ANALYSIS-NEXT:     %1 = linalg.tanh {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     %2 = linalg.tanh {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<2x3xf32>) outs(%arg0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @erf(%arg0: tensor<2x3xf32> {bufferization.access = "read-write"}) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<2x3xf32>
// ANALYSIS-NEXT:     %1 = linalg.erf {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     %2 = linalg.erf {__inplace_operands_attr__ = ["true", "true"]} ins(%1 : tensor<2x3xf32>) outs(%arg0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [-1, 0], __inplace_operands_attr__ = ["true", "true"]} %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @select(%arg0: tensor<4xi1> {bufferization.access = "read"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: tensor<4xf32> {bufferization.access = "read-write"}) -> tensor<4xf32> {
// ANALYSIS-NEXT:     %0 = linalg.select {__inplace_operands_attr__ = ["true", "true", "true", "true"]} ins(%arg0, %arg1, %arg2 : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%arg2 : tensor<4xf32>) -> tensor<4xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [2], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @contractions(%arg0: tensor<2x3xf32> {bufferization.access = "read"}, %arg1: tensor<3x4xf32> {bufferization.access = "read"}, %arg2: tensor<3xf32> {bufferization.access = "read"}, %arg3: tensor<2xf32> {bufferization.access = "read"}, %arg4: tensor<5x2x3xf32> {bufferization.access = "read"}, %arg5: tensor<5x3x4xf32> {bufferization.access = "read"}) -> (tensor<2x4xf32>, tensor<2xf32>, tensor<3xf32>, tensor<f32>, tensor<5x2x4xf32>) {
// ANALYSIS-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<2x4xf32>
// ANALYSIS-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst : f32) outs(%0 : tensor<2x4xf32>) -> tensor<2x4xf32>
// ANALYSIS-NEXT:     %2 = linalg.matmul {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg1 : tensor<2x3xf32>, tensor<3x4xf32>) outs(%1 : tensor<2x4xf32>) -> tensor<2x4xf32>
// ANALYSIS-NEXT:     %3 = tensor.empty() : tensor<2xf32>
// ANALYSIS-NEXT:     %4 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst : f32) outs(%3 : tensor<2xf32>) -> tensor<2xf32>
// ANALYSIS-NEXT:     %5 = linalg.matvec {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg2 : tensor<2x3xf32>, tensor<3xf32>) outs(%4 : tensor<2xf32>) -> tensor<2xf32>
// ANALYSIS-NEXT:     %6 = tensor.empty() : tensor<3xf32>
// ANALYSIS-NEXT:     %7 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst : f32) outs(%6 : tensor<3xf32>) -> tensor<3xf32>
// ANALYSIS-NEXT:     %8 = linalg.vecmat {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg3, %arg0 : tensor<2xf32>, tensor<2x3xf32>) outs(%7 : tensor<3xf32>) -> tensor<3xf32>
// ANALYSIS-NEXT:     %9 = tensor.empty() : tensor<f32>
// ANALYSIS-NEXT:     %10 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst : f32) outs(%9 : tensor<f32>) -> tensor<f32>
// ANALYSIS-NEXT:     %11 = linalg.dot {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg2, %8 : tensor<3xf32>, tensor<3xf32>) outs(%10 : tensor<f32>) -> tensor<f32>
// ANALYSIS-NEXT:     %12 = tensor.empty() : tensor<5x2x4xf32>
// ANALYSIS-NEXT:     %13 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst : f32) outs(%12 : tensor<5x2x4xf32>) -> tensor<5x2x4xf32>
// ANALYSIS-NEXT:     %14 = linalg.batch_matmul {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg4, %arg5 : tensor<5x2x3xf32>, tensor<5x3x4xf32>) outs(%13 : tensor<5x2x4xf32>) -> tensor<5x2x4xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "true", "true", "true", "true"]} %2, %5, %8, %11, %14 : tensor<2x4xf32>, tensor<2xf32>, tensor<3xf32>, tensor<f32>, tensor<5x2x4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @conv(%arg0: tensor<1x5x5x2xf32> {bufferization.access = "read"}, %arg1: tensor<3x3x2x4xf32> {bufferization.access = "read"}, %arg2: tensor<1x3x3x4xf32> {bufferization.access = "read-write"}) -> tensor<1x3x3x4xf32> {
// ANALYSIS-NEXT:     %0 = linalg.conv_2d_nhwc_hwcf {__inplace_operands_attr__ = ["true", "true", "true"], dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x5x5x2xf32>, tensor<3x3x2x4xf32>) outs(%arg2 : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
// ANALYSIS-NEXT:     return {__equivalent_func_args__ = [2], __inplace_operands_attr__ = ["true"]} %0 : tensor<1x3x3x4xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @copy_transpose_broadcast_reduce(%arg0: tensor<2x3xf32> {bufferization.access = "read"}, %arg1: tensor<3xf32> {bufferization.access = "read"}) -> (tensor<2x3xf32>, tensor<3x2xf32>, tensor<4x3xf32>, tensor<2xf32>) {
// ANALYSIS-NEXT:     %0 = tensor.empty() : tensor<2x3xf32>
// ANALYSIS-NEXT:     %1 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) -> tensor<2x3xf32>
// ANALYSIS-NEXT:     %2 = tensor.empty() : tensor<3x2xf32>
// ANALYSIS-NEXT:     %transposed = linalg.transpose ins(%1 : tensor<2x3xf32>) outs(%2 : tensor<3x2xf32>) permutation = [1, 0]  {__inplace_operands_attr__ = ["true", "true"]}
// ANALYSIS-NEXT:     %3 = tensor.empty() : tensor<4x3xf32>
// ANALYSIS-NEXT:     %broadcasted = linalg.broadcast ins(%arg1 : tensor<3xf32>) outs(%3 : tensor<4x3xf32>) dimensions = [0]  {__inplace_operands_attr__ = ["true", "true"]}
// ANALYSIS-NEXT:     %4 = tensor.empty() : tensor<2xf32>
// ANALYSIS-NEXT:     %reduced = linalg.reduce ins(%arg0 : tensor<2x3xf32>) outs(%4 : tensor<2xf32>) dimensions = [1]  {__inplace_operands_attr__ = ["true", "true"]}
// ANALYSIS-NEXT:       (%in: f32, %init: f32) {
// ANALYSIS-NEXT:         %5 = arith.addf %in, %init : f32
// ANALYSIS-NEXT:         linalg.yield %5 : f32
// ANALYSIS-NEXT:       }
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "true", "true", "true"]} %1, %transposed, %broadcasted, %reduced : tensor<2x3xf32>, tensor<3x2xf32>, tensor<4x3xf32>, tensor<2xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }

// INFER: module {
// INFER-NEXT:   func.func @add(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     linalg.add ins(%arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) outs(%arg0 : memref<4xf32, strided<[?], offset: ?>>)
// INFER-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @sub(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     linalg.sub ins(%arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) outs(%arg0 : memref<4xf32, strided<[?], offset: ?>>)
// INFER-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @mul(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     linalg.mul ins(%arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) outs(%arg0 : memref<4xf32, strided<[?], offset: ?>>)
// INFER-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @div(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     linalg.div ins(%arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) outs(%arg0 : memref<4xf32, strided<[?], offset: ?>>)
// INFER-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @max(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     linalg.max ins(%arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) outs(%arg0 : memref<4xf32, strided<[?], offset: ?>>)
// INFER-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @min(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     linalg.min ins(%arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) outs(%arg0 : memref<4xf32, strided<[?], offset: ?>>)
// INFER-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @powf(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     linalg.powf ins(%arg0, %arg1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) outs(%arg0 : memref<4xf32, strided<[?], offset: ?>>)
// INFER-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @div_unsigned(%arg0: memref<4xi32, strided<[?], offset: ?>>, %arg1: memref<4xi32, strided<[?], offset: ?>>) -> memref<4xi32> {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
// INFER-NEXT:     linalg.div_unsigned ins(%arg0, %arg1 : memref<4xi32, strided<[?], offset: ?>>, memref<4xi32, strided<[?], offset: ?>>) outs(%alloc : memref<4xi32>)
// INFER-NEXT:     %cast = memref.cast %alloc : memref<4xi32> to memref<4xi32, strided<[?], offset: ?>>
// INFER-NEXT:     return %alloc : memref<4xi32>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @exp(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> (memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// INFER-NEXT:     linalg.exp ins(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<2x3xf32>)
// INFER-NEXT:     linalg.exp ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>)
// INFER-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @log(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> (memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// INFER-NEXT:     linalg.log ins(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<2x3xf32>)
// INFER-NEXT:     linalg.log ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>)
// INFER-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @abs(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> (memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// INFER-NEXT:     linalg.abs ins(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<2x3xf32>)
// INFER-NEXT:     linalg.abs ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>)
// INFER-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @ceil(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> (memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// INFER-NEXT:     linalg.ceil ins(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<2x3xf32>)
// INFER-NEXT:     linalg.ceil ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>)
// INFER-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @floor(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> (memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// INFER-NEXT:     linalg.floor ins(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<2x3xf32>)
// INFER-NEXT:     linalg.floor ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>)
// INFER-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @negf(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> (memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// INFER-NEXT:     linalg.negf ins(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<2x3xf32>)
// INFER-NEXT:     linalg.negf ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>)
// INFER-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @reciprocal(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> (memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// INFER-NEXT:     linalg.reciprocal ins(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<2x3xf32>)
// INFER-NEXT:     linalg.reciprocal ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>)
// INFER-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @round(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> (memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// INFER-NEXT:     linalg.round ins(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<2x3xf32>)
// INFER-NEXT:     linalg.round ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>)
// INFER-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @sqrt(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> (memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// INFER-NEXT:     linalg.sqrt ins(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<2x3xf32>)
// INFER-NEXT:     linalg.sqrt ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>)
// INFER-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @rsqrt(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> (memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// INFER-NEXT:     linalg.rsqrt ins(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<2x3xf32>)
// INFER-NEXT:     linalg.rsqrt ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>)
// INFER-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @square(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> (memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// INFER-NEXT:     linalg.square ins(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<2x3xf32>)
// INFER-NEXT:     linalg.square ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>)
// INFER-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @tanh(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> (memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// INFER-NEXT:     linalg.tanh ins(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<2x3xf32>)
// INFER-NEXT:     linalg.tanh ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>)
// INFER-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @erf(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>) -> (memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// INFER-NEXT:     linalg.erf ins(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<2x3xf32>)
// INFER-NEXT:     linalg.erf ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>)
// INFER-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @select(%arg0: memref<4xi1, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// INFER-NEXT:     linalg.select ins(%arg0, %arg1, %arg2 : memref<4xi1, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) outs(%arg2 : memref<4xf32, strided<[?], offset: ?>>)
// INFER-NEXT:     return %arg2 : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @contractions(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<3x4xf32, strided<[?, ?], offset: ?>>, %arg2: memref<3xf32, strided<[?], offset: ?>>, %arg3: memref<2xf32, strided<[?], offset: ?>>, %arg4: memref<5x2x3xf32, strided<[?, ?, ?], offset: ?>>, %arg5: memref<5x3x4xf32, strided<[?, ?, ?], offset: ?>>) -> (memref<2x4xf32>, memref<2xf32>, memref<3xf32>, memref<f32>, memref<5x2x4xf32>) {
// INFER-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// INFER-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc : memref<2x4xf32>)
// INFER-NEXT:     linalg.matmul ins(%arg0, %arg1 : memref<2x3xf32, strided<[?, ?], offset: ?>>, memref<3x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<2x4xf32>)
// INFER-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// INFER-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<2xf32>)
// INFER-NEXT:     linalg.matvec ins(%arg0, %arg2 : memref<2x3xf32, strided<[?, ?], offset: ?>>, memref<3xf32, strided<[?], offset: ?>>) outs(%alloc_0 : memref<2xf32>)
// INFER-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// INFER-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<3xf32>)
// INFER-NEXT:     linalg.vecmat ins(%arg3, %arg0 : memref<2xf32, strided<[?], offset: ?>>, memref<2x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc_1 : memref<3xf32>)
// INFER-NEXT:     %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<f32>
// INFER-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc_2 : memref<f32>)
// INFER-NEXT:     linalg.dot ins(%arg2, %alloc_1 : memref<3xf32, strided<[?], offset: ?>>, memref<3xf32>) outs(%alloc_2 : memref<f32>)
// INFER-NEXT:     %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<5x2x4xf32>
// INFER-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc_3 : memref<5x2x4xf32>)
// INFER-NEXT:     linalg.batch_matmul ins(%arg4, %arg5 : memref<5x2x3xf32, strided<[?, ?, ?], offset: ?>>, memref<5x3x4xf32, strided<[?, ?, ?], offset: ?>>) outs(%alloc_3 : memref<5x2x4xf32>)
// INFER-NEXT:     %cast = memref.cast %alloc : memref<2x4xf32> to memref<2x4xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     %cast_4 = memref.cast %alloc_0 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// INFER-NEXT:     %cast_5 = memref.cast %alloc_1 : memref<3xf32> to memref<3xf32, strided<[?], offset: ?>>
// INFER-NEXT:     %cast_6 = memref.cast %alloc_2 : memref<f32> to memref<f32, strided<[], offset: ?>>
// INFER-NEXT:     %cast_7 = memref.cast %alloc_3 : memref<5x2x4xf32> to memref<5x2x4xf32, strided<[?, ?, ?], offset: ?>>
// INFER-NEXT:     return %alloc, %alloc_0, %alloc_1, %alloc_2, %alloc_3 : memref<2x4xf32>, memref<2xf32>, memref<3xf32>, memref<f32>, memref<5x2x4xf32>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @conv(%arg0: memref<1x5x5x2xf32, strided<[?, ?, ?, ?], offset: ?>>, %arg1: memref<3x3x2x4xf32, strided<[?, ?, ?, ?], offset: ?>>, %arg2: memref<1x3x3x4xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x3x3x4xf32, strided<[?, ?, ?, ?], offset: ?>> {
// INFER-NEXT:     linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x5x5x2xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<3x3x2x4xf32, strided<[?, ?, ?, ?], offset: ?>>) outs(%arg2 : memref<1x3x3x4xf32, strided<[?, ?, ?, ?], offset: ?>>)
// INFER-NEXT:     return %arg2 : memref<1x3x3x4xf32, strided<[?, ?, ?, ?], offset: ?>>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @copy_transpose_broadcast_reduce(%arg0: memref<2x3xf32, strided<[?, ?], offset: ?>>, %arg1: memref<3xf32, strided<[?], offset: ?>>) -> (memref<2x3xf32>, memref<3x2xf32>, memref<4x3xf32>, memref<2xf32>) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// INFER-NEXT:     linalg.copy ins(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<2x3xf32>)
// INFER-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3x2xf32>
// INFER-NEXT:     linalg.transpose ins(%alloc : memref<2x3xf32>) outs(%alloc_0 : memref<3x2xf32>) permutation = [1, 0] 
// INFER-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4x3xf32>
// INFER-NEXT:     linalg.broadcast ins(%arg1 : memref<3xf32, strided<[?], offset: ?>>) outs(%alloc_1 : memref<4x3xf32>) dimensions = [0] 
// INFER-NEXT:     %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// INFER-NEXT:     linalg.reduce ins(%arg0 : memref<2x3xf32, strided<[?, ?], offset: ?>>) outs(%alloc_2 : memref<2xf32>) dimensions = [1] 
// INFER-NEXT:       (%in: f32, %init: f32) {
// INFER-NEXT:         %0 = arith.addf %in, %init : f32
// INFER-NEXT:         linalg.yield %0 : f32
// INFER-NEXT:       }
// INFER-NEXT:     %cast = memref.cast %alloc : memref<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     %cast_3 = memref.cast %alloc_0 : memref<3x2xf32> to memref<3x2xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     %cast_4 = memref.cast %alloc_1 : memref<4x3xf32> to memref<4x3xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     %cast_5 = memref.cast %alloc_2 : memref<2xf32> to memref<2xf32, strided<[?], offset: ?>>
// INFER-NEXT:     return %alloc, %alloc_0, %alloc_1, %alloc_2 : memref<2x3xf32>, memref<3x2xf32>, memref<4x3xf32>, memref<2xf32>
// INFER-NEXT:   }
// INFER-NEXT: }

// IDENTITY: module {
// IDENTITY-NEXT:   func.func @add(%arg0: memref<4xf32>, %arg1: memref<4xf32>) -> memref<4xf32> {
// IDENTITY-NEXT:     linalg.add ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg0 : memref<4xf32>)
// IDENTITY-NEXT:     return %arg0 : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @sub(%arg0: memref<4xf32>, %arg1: memref<4xf32>) -> memref<4xf32> {
// IDENTITY-NEXT:     linalg.sub ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg0 : memref<4xf32>)
// IDENTITY-NEXT:     return %arg0 : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @mul(%arg0: memref<4xf32>, %arg1: memref<4xf32>) -> memref<4xf32> {
// IDENTITY-NEXT:     linalg.mul ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg0 : memref<4xf32>)
// IDENTITY-NEXT:     return %arg0 : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @div(%arg0: memref<4xf32>, %arg1: memref<4xf32>) -> memref<4xf32> {
// IDENTITY-NEXT:     linalg.div ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg0 : memref<4xf32>)
// IDENTITY-NEXT:     return %arg0 : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @max(%arg0: memref<4xf32>, %arg1: memref<4xf32>) -> memref<4xf32> {
// IDENTITY-NEXT:     linalg.max ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg0 : memref<4xf32>)
// IDENTITY-NEXT:     return %arg0 : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @min(%arg0: memref<4xf32>, %arg1: memref<4xf32>) -> memref<4xf32> {
// IDENTITY-NEXT:     linalg.min ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg0 : memref<4xf32>)
// IDENTITY-NEXT:     return %arg0 : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @powf(%arg0: memref<4xf32>, %arg1: memref<4xf32>) -> memref<4xf32> {
// IDENTITY-NEXT:     linalg.powf ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg0 : memref<4xf32>)
// IDENTITY-NEXT:     return %arg0 : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @div_unsigned(%arg0: memref<4xi32>, %arg1: memref<4xi32>) -> memref<4xi32> {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
// IDENTITY-NEXT:     linalg.div_unsigned ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%alloc : memref<4xi32>)
// IDENTITY-NEXT:     return %alloc : memref<4xi32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @exp(%arg0: memref<2x3xf32>) -> (memref<2x3xf32>, memref<2x3xf32>) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// IDENTITY-NEXT:     linalg.exp ins(%arg0 : memref<2x3xf32>) outs(%alloc : memref<2x3xf32>)
// IDENTITY-NEXT:     linalg.exp ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32>)
// IDENTITY-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @log(%arg0: memref<2x3xf32>) -> (memref<2x3xf32>, memref<2x3xf32>) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// IDENTITY-NEXT:     linalg.log ins(%arg0 : memref<2x3xf32>) outs(%alloc : memref<2x3xf32>)
// IDENTITY-NEXT:     linalg.log ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32>)
// IDENTITY-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @abs(%arg0: memref<2x3xf32>) -> (memref<2x3xf32>, memref<2x3xf32>) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// IDENTITY-NEXT:     linalg.abs ins(%arg0 : memref<2x3xf32>) outs(%alloc : memref<2x3xf32>)
// IDENTITY-NEXT:     linalg.abs ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32>)
// IDENTITY-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @ceil(%arg0: memref<2x3xf32>) -> (memref<2x3xf32>, memref<2x3xf32>) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// IDENTITY-NEXT:     linalg.ceil ins(%arg0 : memref<2x3xf32>) outs(%alloc : memref<2x3xf32>)
// IDENTITY-NEXT:     linalg.ceil ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32>)
// IDENTITY-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @floor(%arg0: memref<2x3xf32>) -> (memref<2x3xf32>, memref<2x3xf32>) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// IDENTITY-NEXT:     linalg.floor ins(%arg0 : memref<2x3xf32>) outs(%alloc : memref<2x3xf32>)
// IDENTITY-NEXT:     linalg.floor ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32>)
// IDENTITY-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @negf(%arg0: memref<2x3xf32>) -> (memref<2x3xf32>, memref<2x3xf32>) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// IDENTITY-NEXT:     linalg.negf ins(%arg0 : memref<2x3xf32>) outs(%alloc : memref<2x3xf32>)
// IDENTITY-NEXT:     linalg.negf ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32>)
// IDENTITY-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @reciprocal(%arg0: memref<2x3xf32>) -> (memref<2x3xf32>, memref<2x3xf32>) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// IDENTITY-NEXT:     linalg.reciprocal ins(%arg0 : memref<2x3xf32>) outs(%alloc : memref<2x3xf32>)
// IDENTITY-NEXT:     linalg.reciprocal ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32>)
// IDENTITY-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @round(%arg0: memref<2x3xf32>) -> (memref<2x3xf32>, memref<2x3xf32>) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// IDENTITY-NEXT:     linalg.round ins(%arg0 : memref<2x3xf32>) outs(%alloc : memref<2x3xf32>)
// IDENTITY-NEXT:     linalg.round ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32>)
// IDENTITY-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @sqrt(%arg0: memref<2x3xf32>) -> (memref<2x3xf32>, memref<2x3xf32>) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// IDENTITY-NEXT:     linalg.sqrt ins(%arg0 : memref<2x3xf32>) outs(%alloc : memref<2x3xf32>)
// IDENTITY-NEXT:     linalg.sqrt ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32>)
// IDENTITY-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @rsqrt(%arg0: memref<2x3xf32>) -> (memref<2x3xf32>, memref<2x3xf32>) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// IDENTITY-NEXT:     linalg.rsqrt ins(%arg0 : memref<2x3xf32>) outs(%alloc : memref<2x3xf32>)
// IDENTITY-NEXT:     linalg.rsqrt ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32>)
// IDENTITY-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @square(%arg0: memref<2x3xf32>) -> (memref<2x3xf32>, memref<2x3xf32>) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// IDENTITY-NEXT:     linalg.square ins(%arg0 : memref<2x3xf32>) outs(%alloc : memref<2x3xf32>)
// IDENTITY-NEXT:     linalg.square ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32>)
// IDENTITY-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @tanh(%arg0: memref<2x3xf32>) -> (memref<2x3xf32>, memref<2x3xf32>) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// IDENTITY-NEXT:     linalg.tanh ins(%arg0 : memref<2x3xf32>) outs(%alloc : memref<2x3xf32>)
// IDENTITY-NEXT:     linalg.tanh ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32>)
// IDENTITY-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @erf(%arg0: memref<2x3xf32>) -> (memref<2x3xf32>, memref<2x3xf32>) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// IDENTITY-NEXT:     linalg.erf ins(%arg0 : memref<2x3xf32>) outs(%alloc : memref<2x3xf32>)
// IDENTITY-NEXT:     linalg.erf ins(%alloc : memref<2x3xf32>) outs(%arg0 : memref<2x3xf32>)
// IDENTITY-NEXT:     return %alloc, %arg0 : memref<2x3xf32>, memref<2x3xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @select(%arg0: memref<4xi1>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) -> memref<4xf32> {
// IDENTITY-NEXT:     linalg.select ins(%arg0, %arg1, %arg2 : memref<4xi1>, memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)
// IDENTITY-NEXT:     return %arg2 : memref<4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @contractions(%arg0: memref<2x3xf32>, %arg1: memref<3x4xf32>, %arg2: memref<3xf32>, %arg3: memref<2xf32>, %arg4: memref<5x2x3xf32>, %arg5: memref<5x3x4xf32>) -> (memref<2x4xf32>, memref<2xf32>, memref<3xf32>, memref<f32>, memref<5x2x4xf32>) {
// IDENTITY-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// IDENTITY-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc : memref<2x4xf32>)
// IDENTITY-NEXT:     linalg.matmul ins(%arg0, %arg1 : memref<2x3xf32>, memref<3x4xf32>) outs(%alloc : memref<2x4xf32>)
// IDENTITY-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// IDENTITY-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc_0 : memref<2xf32>)
// IDENTITY-NEXT:     linalg.matvec ins(%arg0, %arg2 : memref<2x3xf32>, memref<3xf32>) outs(%alloc_0 : memref<2xf32>)
// IDENTITY-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// IDENTITY-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc_1 : memref<3xf32>)
// IDENTITY-NEXT:     linalg.vecmat ins(%arg3, %arg0 : memref<2xf32>, memref<2x3xf32>) outs(%alloc_1 : memref<3xf32>)
// IDENTITY-NEXT:     %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<f32>
// IDENTITY-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc_2 : memref<f32>)
// IDENTITY-NEXT:     linalg.dot ins(%arg2, %alloc_1 : memref<3xf32>, memref<3xf32>) outs(%alloc_2 : memref<f32>)
// IDENTITY-NEXT:     %alloc_3 = memref.alloc() {alignment = 64 : i64} : memref<5x2x4xf32>
// IDENTITY-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc_3 : memref<5x2x4xf32>)
// IDENTITY-NEXT:     linalg.batch_matmul ins(%arg4, %arg5 : memref<5x2x3xf32>, memref<5x3x4xf32>) outs(%alloc_3 : memref<5x2x4xf32>)
// IDENTITY-NEXT:     return %alloc, %alloc_0, %alloc_1, %alloc_2, %alloc_3 : memref<2x4xf32>, memref<2xf32>, memref<3xf32>, memref<f32>, memref<5x2x4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @conv(%arg0: memref<1x5x5x2xf32>, %arg1: memref<3x3x2x4xf32>, %arg2: memref<1x3x3x4xf32>) -> memref<1x3x3x4xf32> {
// IDENTITY-NEXT:     linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x5x5x2xf32>, memref<3x3x2x4xf32>) outs(%arg2 : memref<1x3x3x4xf32>)
// IDENTITY-NEXT:     return %arg2 : memref<1x3x3x4xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @copy_transpose_broadcast_reduce(%arg0: memref<2x3xf32>, %arg1: memref<3xf32>) -> (memref<2x3xf32>, memref<3x2xf32>, memref<4x3xf32>, memref<2xf32>) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// IDENTITY-NEXT:     linalg.copy ins(%arg0 : memref<2x3xf32>) outs(%alloc : memref<2x3xf32>)
// IDENTITY-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<3x2xf32>
// IDENTITY-NEXT:     linalg.transpose ins(%alloc : memref<2x3xf32>) outs(%alloc_0 : memref<3x2xf32>) permutation = [1, 0] 
// IDENTITY-NEXT:     %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<4x3xf32>
// IDENTITY-NEXT:     linalg.broadcast ins(%arg1 : memref<3xf32>) outs(%alloc_1 : memref<4x3xf32>) dimensions = [0] 
// IDENTITY-NEXT:     %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// IDENTITY-NEXT:     linalg.reduce ins(%arg0 : memref<2x3xf32>) outs(%alloc_2 : memref<2xf32>) dimensions = [1] 
// IDENTITY-NEXT:       (%in: f32, %init: f32) {
// IDENTITY-NEXT:         %0 = arith.addf %in, %init : f32
// IDENTITY-NEXT:         linalg.yield %0 : f32
// IDENTITY-NEXT:       }
// IDENTITY-NEXT:     return %alloc, %alloc_0, %alloc_1, %alloc_2 : memref<2x3xf32>, memref<3x2xf32>, memref<4x3xf32>, memref<2xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
