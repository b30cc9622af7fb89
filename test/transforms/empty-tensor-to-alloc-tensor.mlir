// empty-tensor-to-alloc-tensor: every tensor.empty (static or dynamic,
// nested in regions too) becomes bufferization.alloc_tensor with the same
// dynamic sizes; discardable attributes are dropped; other ops stay.
// Upstream runs the greedy driver: dead ops go, constants are deduplicated
// and hoisted to the top of the function (last case).
// CHECK lines: mlir-opt 22's output, for both tools.
// RUN: bufopt --split-input-file --empty-tensor-to-alloc-tensor %s | FileCheck %s
// RUN: mlir-opt --split-input-file --empty-tensor-to-alloc-tensor %s | FileCheck %s
// RUN: bufopt --split-input-file --empty-tensor-to-alloc-tensor %s | mlir-opt --split-input-file > /dev/null

func.func @static_and_dynamic(%sz: index, %sz2: index) -> (tensor<5xf32>, tensor<?x4x?xf32>) {
  %0 = tensor.empty() : tensor<5xf32>
  %1 = tensor.empty(%sz, %sz2) {foo = 1 : i32} : tensor<?x4x?xf32>
  return %0, %1 : tensor<5xf32>, tensor<?x4x?xf32>
}

// -----

func.func @nested(%c: i1, %t: tensor<3xf32>) -> tensor<3xf32> {
  %r = scf.if %c -> (tensor<3xf32>) {
    %e = tensor.empty() : tensor<3xf32>
    scf.yield %e : tensor<3xf32>
  } else {
    scf.yield %t : tensor<3xf32>
  }
  return %r : tensor<3xf32>
}

// -----

func.func @untouched(%t: tensor<4xf32>) -> tensor<4xf32> {
  %a = bufferization.alloc_tensor() copy(%t) : tensor<4xf32>
  %cst = arith.constant 1.0 : f32
  %f = linalg.fill ins(%cst : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}

// -----

func.func @g(%c: i1, %t: tensor<4xf32>) -> tensor<4xf32> {
  %u = tensor.empty() : tensor<7xf32>
  %dead = arith.addi %c, %c : i1
  %cst = arith.constant 1.0 : f32
  %cst2 = arith.constant 1.0 : f32
  %r = scf.if %c -> (tensor<4xf32>) {
    %c3 = arith.constant 3.0 : f32
    %f = linalg.fill ins(%c3 : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  } else {
    %f = linalg.fill ins(%cst2 : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  %f = linalg.fill ins(%cst : f32) outs(%r : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @static_and_dynamic(%arg0: index, %arg1: index) -> (tensor<5xf32>, tensor<?x4x?xf32>) {
// CHECK-NEXT:     %0 = bufferization.alloc_tensor() : tensor<5xf32>
// CHECK-NEXT:     %1 = bufferization.alloc_tensor(%arg0, %arg1) : tensor<?x4x?xf32>
// CHECK-NEXT:     return %0, %1 : tensor<5xf32>, tensor<?x4x?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @nested(%arg0: i1, %arg1: tensor<3xf32>) -> tensor<3xf32> {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (tensor<3xf32>) {
// CHECK-NEXT:       %1 = bufferization.alloc_tensor() : tensor<3xf32>
// CHECK-NEXT:       scf.yield %1 : tensor<3xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield %arg1 : tensor<3xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : tensor<3xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @untouched(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<4xf32>
// CHECK-NEXT:     %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %1 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: // -----
// CHECK: module {
// CHECK-NEXT:   func.func @g(%arg0: i1, %arg1: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:     %cst = arith.constant 3.000000e+00 : f32
// CHECK-NEXT:     %cst_0 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:     %0 = scf.if %arg0 -> (tensor<4xf32>) {
// CHECK-NEXT:       %2 = linalg.fill ins(%cst : f32) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:       scf.yield %2 : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = linalg.fill ins(%cst_0 : f32) outs(%arg1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:       scf.yield %2 : tensor<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = linalg.fill ins(%cst_0 : f32) outs(%0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return %1 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
