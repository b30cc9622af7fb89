// analysis-heuristic=bottom-up-from-terminators: ops reachable from each
// terminator (bottom-up) through the reverse use-def chains of the values it
// yields, inside its region, are decided first, the rest bottom-up.  Five
// random programs (scripts/bufferize-fuzz-regions.py seeds 46, 79, 62, 39,
// 142) on which mlir-opt 22's decisions differ from its bottom-up ones.
// Expected text: mlir-opt 22's; both tools must print it.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops analysis-heuristic=bottom-up-from-terminators" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops analysis-heuristic=bottom-up-from-terminators" | FileCheck %s

#id = affine_map<(d0) -> (d0)>
func.func @seed46(%a0: tensor<8xf32>, %a1: tensor<8xf32>, %s: f32, %i: index, %c: i1, %n: index) -> (tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v1 = scf.if %c -> (tensor<8xf32>) {
    scf.yield %a1 : tensor<8xf32>
  } else {
    %v2 = scf.for %k3 = %c0 to %n step %c1 iter_args(%v3 = %a0) -> (tensor<8xf32>) {
      scf.yield %v3 : tensor<8xf32>
    }
    scf.yield %v2 : tensor<8xf32>
  }
  %v4 = linalg.fill ins(%s : f32) outs(%a0 : tensor<8xf32>) -> tensor<8xf32>
  return %v1 : tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @seed79(%a0: tensor<8xf32>, %a1: tensor<8xf32>, %s: f32, %i: index, %c: i1, %n: index) -> (tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v1 = scf.for %k2 = %c0 to %n step %c1 iter_args(%v2 = %a1) -> (tensor<8xf32>) {
    %v3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a1 : tensor<8xf32>) outs(%v2 : tensor<8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %m = arith.addf %in, %out : f32
      linalg.yield %m : f32
    } -> tensor<8xf32>
    scf.yield %v2 : tensor<8xf32>
  }
  %v4 = tensor.insert %s into %a1[%i] : tensor<8xf32>
  %v5 = linalg.fill ins(%s : f32) outs(%a1 : tensor<8xf32>) -> tensor<8xf32>
  return %v4 : tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @seed62(%a0: tensor<8xf32>, %a1: tensor<8xf32>, %s: f32, %i: index, %c: i1, %n: index) -> (tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v1 = tensor.extract %a0[%c0] : tensor<8xf32>
  %v2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a1 : tensor<8xf32>) outs(%a1 : tensor<8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.addf %in, %out : f32
    linalg.yield %m : f32
  } -> tensor<8xf32>
  %v3 = linalg.copy ins(%a0 : tensor<8xf32>) outs(%v2 : tensor<8xf32>) -> tensor<8xf32>
  %v4 = tensor.extract %a1[%c0] : tensor<8xf32>
  %v5 = linalg.fill ins(%s : f32) outs(%v2 : tensor<8xf32>) -> tensor<8xf32>
  %v6 = tensor.extract %a0[%c0] : tensor<8xf32>
  return %v3 : tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @seed39(%a0: tensor<8xf32>, %a1: tensor<8xf32>, %s: f32, %i: index, %c: i1, %n: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v1 = tensor.empty() : tensor<8xf32>
  %v2 = scf.if %c -> (tensor<8xf32>) {
    scf.yield %a1 : tensor<8xf32>
  } else {
    %v3 = scf.if %c -> (tensor<8xf32>) {
      scf.yield %v1 : tensor<8xf32>
    } else {
      %v4 = linalg.copy ins(%v1 : tensor<8xf32>) outs(%a0 : tensor<8xf32>) -> tensor<8xf32>
      %v5 = linalg.fill ins(%s : f32) outs(%v1 : tensor<8xf32>) -> tensor<8xf32>
      scf.yield %v4 : tensor<8xf32>
    }
    scf.yield %v3 : tensor<8xf32>
  }
  %v6 = linalg.fill ins(%s : f32) outs(%a0 : tensor<8xf32>) -> tensor<8xf32>
  return %v1, %v2 : tensor<8xf32>, tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @seed142(%a0: tensor<8xf32>, %a1: tensor<8xf32>, %s: f32, %i: index, %c: i1, %n: index) -> (tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v1 = scf.for %k2 = %c0 to %n step %c1 iter_args(%v2 = %a0) -> (tensor<8xf32>) {
    %v3 = tensor.empty() : tensor<8xf32>
    %v4 = linalg.copy ins(%v2 : tensor<8xf32>) outs(%v2 : tensor<8xf32>) -> tensor<8xf32>
    %v5 = linalg.fill ins(%s : f32) outs(%a0 : tensor<8xf32>) -> tensor<8xf32>
    scf.yield %v5 : tensor<8xf32>
  }
  %v6 = tensor.extract %v1[%c0] : tensor<8xf32>
  %v7 = scf.if %c -> (tensor<8xf32>) {
    %v8 = scf.for %k9 = %c0 to %n step %c1 iter_args(%v9 = %v1) -> (tensor<8xf32>) {
      scf.yield %v9 : tensor<8xf32>
    }
    scf.yield %v1 : tensor<8xf32>
  } else {
    scf.yield %v1 : tensor<8xf32>
  }
  %v10 = linalg.copy ins(%v1 : tensor<8xf32>) outs(%a0 : tensor<8xf32>) -> tensor<8xf32>
  %v11 = tensor.insert %s into %v7[%i] : tensor<8xf32>
  %v12 = tensor.insert %s into %v1[%i] : tensor<8xf32>
  return %v11 : tensor<8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @seed46(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> tensor<8xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.if %arg4 -> (tensor<8xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<8xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %2 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %arg7 : tensor<8xf32>
// CHECK-NEXT:       } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @seed79(%arg0: tensor<8xf32> {bufferization.access = "none"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> tensor<8xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %arg1) -> (tensor<8xf32>) {
// CHECK-NEXT:       %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<8xf32>) outs(%arg7 : tensor<8xf32>) attrs =  {__inplace_operands_attr__ = ["true", "false"]} {
// CHECK-NEXT:       ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:         %3 = arith.addf %in, %out : f32
// CHECK-NEXT:         linalg.yield %3 : f32
// CHECK-NEXT:       } -> tensor<8xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg7 : tensor<8xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %arg1[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg1 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [1], __inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @seed62(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: tensor<8xf32> {bufferization.access = "read"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> tensor<8xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<8xf32>) outs(%arg1 : tensor<8xf32>) attrs =  {__inplace_operands_attr__ = ["true", "false"]} {
// CHECK-NEXT:     ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:       %3 = arith.addf %in, %out : f32
// CHECK-NEXT:       linalg.yield %3 : f32
// CHECK-NEXT:     } -> tensor<8xf32>
// CHECK-NEXT:     %1 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %extracted_0 = tensor.extract %arg1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %2 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %extracted_1 = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @seed39(%arg0: tensor<8xf32> {bufferization.access = "write"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:     %1 = scf.if %arg4 -> (tensor<8xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<8xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       %3 = scf.if %arg4 -> (tensor<8xf32>) {
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %4 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%0 : tensor<8xf32>) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:         %5 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %4 : tensor<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %0, %1 : tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @seed142(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: tensor<8xf32> {bufferization.access = "none"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> tensor<8xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT:       %3 = tensor.empty() : tensor<8xf32>
// CHECK-NEXT:       %4 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%arg7 : tensor<8xf32>) outs(%arg7 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:       %5 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %5 : tensor<8xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     %extracted = tensor.extract %0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %1 = scf.if %arg4 -> (tensor<8xf32>) {
// CHECK-NEXT:       %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %0) -> (tensor<8xf32>) {
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %arg7 : tensor<8xf32>
// CHECK-NEXT:       } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %2 = linalg.copy {__inplace_operands_attr__ = ["true", "false"]} ins(%0 : tensor<8xf32>) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %1[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// CHECK-NEXT:     %inserted_0 = tensor.insert %arg2 into %0[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
