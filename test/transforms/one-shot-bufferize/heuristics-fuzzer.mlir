// analysis-heuristic=fuzzer: the ops with tensor operands or results, in
// post-order, and a slot for the function when its signature holds tensors,
// shuffled as upstream (std::mt19937 seeded by analysis-fuzzer-seed,
// llvm::shuffle: swap each position with position + g() % remaining).
// Three seeds on five random programs; expected text: mlir-opt 22's (both
// tools run against it).
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops analysis-heuristic=fuzzer analysis-fuzzer-seed=1" | FileCheck %s --check-prefix=S1
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops analysis-heuristic=fuzzer analysis-fuzzer-seed=1" | FileCheck %s --check-prefix=S1
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops analysis-heuristic=fuzzer analysis-fuzzer-seed=7" | FileCheck %s --check-prefix=S7
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops analysis-heuristic=fuzzer analysis-fuzzer-seed=7" | FileCheck %s --check-prefix=S7
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops analysis-heuristic=fuzzer analysis-fuzzer-seed=42" | FileCheck %s --check-prefix=S42
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops analysis-heuristic=fuzzer analysis-fuzzer-seed=42" | FileCheck %s --check-prefix=S42

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

// S1: module {
// S1-NEXT:   func.func @seed46(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: tensor<8xf32> {bufferization.access = "read"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> tensor<8xf32> {
// S1-NEXT:     %c0 = arith.constant 0 : index
// S1-NEXT:     %c1 = arith.constant 1 : index
// S1-NEXT:     %0 = scf.if %arg4 -> (tensor<8xf32>) {
// S1-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<8xf32>
// S1-NEXT:     } else {
// S1-NEXT:       %2 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %arg0) -> (tensor<8xf32>) {
// S1-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %arg7 : tensor<8xf32>
// S1-NEXT:       } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// S1-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<8xf32>
// S1-NEXT:     }
// S1-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// S1-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// S1-NEXT:   }
// S1-NEXT: }
// S1-EMPTY:
// S1-NEXT: // -----
// S1-NEXT: #map = affine_map<(d0) -> (d0)>
// S1-NEXT: module {
// S1-NEXT:   func.func @seed79(%arg0: tensor<8xf32> {bufferization.access = "none"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> tensor<8xf32> {
// S1-NEXT:     %c0 = arith.constant 0 : index
// S1-NEXT:     %c1 = arith.constant 1 : index
// S1-NEXT:     %0 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %arg1) -> (tensor<8xf32>) {
// S1-NEXT:       %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<8xf32>) outs(%arg7 : tensor<8xf32>) attrs =  {__inplace_operands_attr__ = ["true", "false"]} {
// S1-NEXT:       ^bb0(%in: f32, %out: f32):
// S1-NEXT:         %3 = arith.addf %in, %out : f32
// S1-NEXT:         linalg.yield %3 : f32
// S1-NEXT:       } -> tensor<8xf32>
// S1-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg7 : tensor<8xf32>
// S1-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// S1-NEXT:     %inserted = tensor.insert %arg2 into %arg1[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// S1-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg1 : tensor<8xf32>) -> tensor<8xf32>
// S1-NEXT:     return {__equivalent_func_args__ = [1], __inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// S1-NEXT:   }
// S1-NEXT: }
// S1-EMPTY:
// S1-NEXT: // -----
// S1-NEXT: #map = affine_map<(d0) -> (d0)>
// S1-NEXT: module {
// S1-NEXT:   func.func @seed62(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: tensor<8xf32> {bufferization.access = "read"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> tensor<8xf32> {
// S1-NEXT:     %c0 = arith.constant 0 : index
// S1-NEXT:     %c1 = arith.constant 1 : index
// S1-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// S1-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<8xf32>) outs(%arg1 : tensor<8xf32>) attrs =  {__inplace_operands_attr__ = ["true", "false"]} {
// S1-NEXT:     ^bb0(%in: f32, %out: f32):
// S1-NEXT:       %3 = arith.addf %in, %out : f32
// S1-NEXT:       linalg.yield %3 : f32
// S1-NEXT:     } -> tensor<8xf32>
// S1-NEXT:     %1 = linalg.copy {__inplace_operands_attr__ = ["true", "false"]} ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// S1-NEXT:     %extracted_0 = tensor.extract %arg1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// S1-NEXT:     %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// S1-NEXT:     %extracted_1 = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// S1-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// S1-NEXT:   }
// S1-NEXT: }
// S1-EMPTY:
// S1-NEXT: // -----
// S1-NEXT: module {
// S1-NEXT:   func.func @seed39(%arg0: tensor<8xf32> {bufferization.access = "write"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> (tensor<8xf32>, tensor<8xf32>) {
// S1-NEXT:     %c0 = arith.constant 0 : index
// S1-NEXT:     %c1 = arith.constant 1 : index
// S1-NEXT:     %0 = tensor.empty() : tensor<8xf32>
// S1-NEXT:     %1 = scf.if %arg4 -> (tensor<8xf32>) {
// S1-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<8xf32>
// S1-NEXT:     } else {
// S1-NEXT:       %3 = scf.if %arg4 -> (tensor<8xf32>) {
// S1-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// S1-NEXT:       } else {
// S1-NEXT:         %4 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%0 : tensor<8xf32>) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// S1-NEXT:         %5 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// S1-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %4 : tensor<8xf32>
// S1-NEXT:       }
// S1-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<8xf32>
// S1-NEXT:     }
// S1-NEXT:     %2 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// S1-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %0, %1 : tensor<8xf32>, tensor<8xf32>
// S1-NEXT:   }
// S1-NEXT: }
// S1-EMPTY:
// S1-NEXT: // -----
// S1-NEXT: module {
// S1-NEXT:   func.func @seed142(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: tensor<8xf32> {bufferization.access = "none"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> tensor<8xf32> {
// S1-NEXT:     %c0 = arith.constant 0 : index
// S1-NEXT:     %c1 = arith.constant 1 : index
// S1-NEXT:     %0 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %arg0) -> (tensor<8xf32>) {
// S1-NEXT:       %3 = tensor.empty() : tensor<8xf32>
// S1-NEXT:       %4 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%arg7 : tensor<8xf32>) outs(%arg7 : tensor<8xf32>) -> tensor<8xf32>
// S1-NEXT:       %5 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// S1-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %5 : tensor<8xf32>
// S1-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// S1-NEXT:     %extracted = tensor.extract %0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// S1-NEXT:     %1 = scf.if %arg4 -> (tensor<8xf32>) {
// S1-NEXT:       %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %0) -> (tensor<8xf32>) {
// S1-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %arg7 : tensor<8xf32>
// S1-NEXT:       } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// S1-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// S1-NEXT:     } else {
// S1-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// S1-NEXT:     }
// S1-NEXT:     %2 = linalg.copy {__inplace_operands_attr__ = ["true", "false"]} ins(%0 : tensor<8xf32>) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// S1-NEXT:     %inserted = tensor.insert %arg2 into %1[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// S1-NEXT:     %inserted_0 = tensor.insert %arg2 into %0[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// S1-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// S1-NEXT:   }
// S1-NEXT: }

// S7: module {
// S7-NEXT:   func.func @seed46(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: tensor<8xf32> {bufferization.access = "read"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> tensor<8xf32> {
// S7-NEXT:     %c0 = arith.constant 0 : index
// S7-NEXT:     %c1 = arith.constant 1 : index
// S7-NEXT:     %0 = scf.if %arg4 -> (tensor<8xf32>) {
// S7-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<8xf32>
// S7-NEXT:     } else {
// S7-NEXT:       %2 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %arg0) -> (tensor<8xf32>) {
// S7-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %arg7 : tensor<8xf32>
// S7-NEXT:       } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// S7-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<8xf32>
// S7-NEXT:     }
// S7-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// S7-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// S7-NEXT:   }
// S7-NEXT: }
// S7-EMPTY:
// S7-NEXT: // -----
// S7-NEXT: #map = affine_map<(d0) -> (d0)>
// S7-NEXT: module {
// S7-NEXT:   func.func @seed79(%arg0: tensor<8xf32> {bufferization.access = "none"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> tensor<8xf32> {
// S7-NEXT:     %c0 = arith.constant 0 : index
// S7-NEXT:     %c1 = arith.constant 1 : index
// S7-NEXT:     %0 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %arg1) -> (tensor<8xf32>) {
// S7-NEXT:       %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<8xf32>) outs(%arg7 : tensor<8xf32>) attrs =  {__inplace_operands_attr__ = ["true", "false"]} {
// S7-NEXT:       ^bb0(%in: f32, %out: f32):
// S7-NEXT:         %3 = arith.addf %in, %out : f32
// S7-NEXT:         linalg.yield %3 : f32
// S7-NEXT:       } -> tensor<8xf32>
// S7-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg7 : tensor<8xf32>
// S7-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// S7-NEXT:     %inserted = tensor.insert %arg2 into %arg1[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// S7-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg1 : tensor<8xf32>) -> tensor<8xf32>
// S7-NEXT:     return {__equivalent_func_args__ = [1], __inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// S7-NEXT:   }
// S7-NEXT: }
// S7-EMPTY:
// S7-NEXT: // -----
// S7-NEXT: #map = affine_map<(d0) -> (d0)>
// S7-NEXT: module {
// S7-NEXT:   func.func @seed62(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: tensor<8xf32> {bufferization.access = "read"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> tensor<8xf32> {
// S7-NEXT:     %c0 = arith.constant 0 : index
// S7-NEXT:     %c1 = arith.constant 1 : index
// S7-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// S7-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<8xf32>) outs(%arg1 : tensor<8xf32>) attrs =  {__inplace_operands_attr__ = ["true", "false"]} {
// S7-NEXT:     ^bb0(%in: f32, %out: f32):
// S7-NEXT:       %3 = arith.addf %in, %out : f32
// S7-NEXT:       linalg.yield %3 : f32
// S7-NEXT:     } -> tensor<8xf32>
// S7-NEXT:     %1 = linalg.copy {__inplace_operands_attr__ = ["true", "false"]} ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// S7-NEXT:     %extracted_0 = tensor.extract %arg1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// S7-NEXT:     %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// S7-NEXT:     %extracted_1 = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// S7-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// S7-NEXT:   }
// S7-NEXT: }
// S7-EMPTY:
// S7-NEXT: // -----
// S7-NEXT: module {
// S7-NEXT:   func.func @seed39(%arg0: tensor<8xf32> {bufferization.access = "write"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> (tensor<8xf32>, tensor<8xf32>) {
// S7-NEXT:     %c0 = arith.constant 0 : index
// S7-NEXT:     %c1 = arith.constant 1 : index
// S7-NEXT:     %0 = tensor.empty() : tensor<8xf32>
// S7-NEXT:     %1 = scf.if %arg4 -> (tensor<8xf32>) {
// S7-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<8xf32>
// S7-NEXT:     } else {
// S7-NEXT:       %3 = scf.if %arg4 -> (tensor<8xf32>) {
// S7-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// S7-NEXT:       } else {
// S7-NEXT:         %4 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%0 : tensor<8xf32>) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// S7-NEXT:         %5 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// S7-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %4 : tensor<8xf32>
// S7-NEXT:       }
// S7-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<8xf32>
// S7-NEXT:     }
// S7-NEXT:     %2 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// S7-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %0, %1 : tensor<8xf32>, tensor<8xf32>
// S7-NEXT:   }
// S7-NEXT: }
// S7-EMPTY:
// S7-NEXT: // -----
// S7-NEXT: module {
// S7-NEXT:   func.func @seed142(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: tensor<8xf32> {bufferization.access = "none"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> tensor<8xf32> {
// S7-NEXT:     %c0 = arith.constant 0 : index
// S7-NEXT:     %c1 = arith.constant 1 : index
// S7-NEXT:     %0 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %arg0) -> (tensor<8xf32>) {
// S7-NEXT:       %3 = tensor.empty() : tensor<8xf32>
// S7-NEXT:       %4 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%arg7 : tensor<8xf32>) outs(%arg7 : tensor<8xf32>) -> tensor<8xf32>
// S7-NEXT:       %5 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// S7-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %5 : tensor<8xf32>
// S7-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// S7-NEXT:     %extracted = tensor.extract %0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// S7-NEXT:     %1 = scf.if %arg4 -> (tensor<8xf32>) {
// S7-NEXT:       %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %0) -> (tensor<8xf32>) {
// S7-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %arg7 : tensor<8xf32>
// S7-NEXT:       } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// S7-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// S7-NEXT:     } else {
// S7-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// S7-NEXT:     }
// S7-NEXT:     %2 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%0 : tensor<8xf32>) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// S7-NEXT:     %inserted = tensor.insert %arg2 into %1[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// S7-NEXT:     %inserted_0 = tensor.insert %arg2 into %0[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// S7-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// S7-NEXT:   }
// S7-NEXT: }

// S42: module {
// S42-NEXT:   func.func @seed46(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> tensor<8xf32> {
// S42-NEXT:     %c0 = arith.constant 0 : index
// S42-NEXT:     %c1 = arith.constant 1 : index
// S42-NEXT:     %0 = scf.if %arg4 -> (tensor<8xf32>) {
// S42-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<8xf32>
// S42-NEXT:     } else {
// S42-NEXT:       %2 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %arg0) -> (tensor<8xf32>) {
// S42-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %arg7 : tensor<8xf32>
// S42-NEXT:       } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// S42-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<8xf32>
// S42-NEXT:     }
// S42-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// S42-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// S42-NEXT:   }
// S42-NEXT: }
// S42-EMPTY:
// S42-NEXT: // -----
// S42-NEXT: #map = affine_map<(d0) -> (d0)>
// S42-NEXT: module {
// S42-NEXT:   func.func @seed79(%arg0: tensor<8xf32> {bufferization.access = "none"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> tensor<8xf32> {
// S42-NEXT:     %c0 = arith.constant 0 : index
// S42-NEXT:     %c1 = arith.constant 1 : index
// S42-NEXT:     %0 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %arg1) -> (tensor<8xf32>) {
// S42-NEXT:       %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<8xf32>) outs(%arg7 : tensor<8xf32>) attrs =  {__inplace_operands_attr__ = ["true", "false"]} {
// S42-NEXT:       ^bb0(%in: f32, %out: f32):
// S42-NEXT:         %3 = arith.addf %in, %out : f32
// S42-NEXT:         linalg.yield %3 : f32
// S42-NEXT:       } -> tensor<8xf32>
// S42-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg7 : tensor<8xf32>
// S42-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// S42-NEXT:     %inserted = tensor.insert %arg2 into %arg1[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// S42-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg1 : tensor<8xf32>) -> tensor<8xf32>
// S42-NEXT:     return {__equivalent_func_args__ = [1], __inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// S42-NEXT:   }
// S42-NEXT: }
// S42-EMPTY:
// S42-NEXT: // -----
// S42-NEXT: #map = affine_map<(d0) -> (d0)>
// S42-NEXT: module {
// S42-NEXT:   func.func @seed62(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: tensor<8xf32> {bufferization.access = "read"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> tensor<8xf32> {
// S42-NEXT:     %c0 = arith.constant 0 : index
// S42-NEXT:     %c1 = arith.constant 1 : index
// S42-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// S42-NEXT:     %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<8xf32>) outs(%arg1 : tensor<8xf32>) attrs =  {__inplace_operands_attr__ = ["true", "false"]} {
// S42-NEXT:     ^bb0(%in: f32, %out: f32):
// S42-NEXT:       %3 = arith.addf %in, %out : f32
// S42-NEXT:       linalg.yield %3 : f32
// S42-NEXT:     } -> tensor<8xf32>
// S42-NEXT:     %1 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%arg0 : tensor<8xf32>) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// S42-NEXT:     %extracted_0 = tensor.extract %arg1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// S42-NEXT:     %2 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// S42-NEXT:     %extracted_1 = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// S42-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<8xf32>
// S42-NEXT:   }
// S42-NEXT: }
// S42-EMPTY:
// S42-NEXT: // -----
// S42-NEXT: module {
// S42-NEXT:   func.func @seed39(%arg0: tensor<8xf32> {bufferization.access = "write"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> (tensor<8xf32>, tensor<8xf32>) {
// S42-NEXT:     %c0 = arith.constant 0 : index
// S42-NEXT:     %c1 = arith.constant 1 : index
// S42-NEXT:     %0 = tensor.empty() : tensor<8xf32>
// S42-NEXT:     %1 = scf.if %arg4 -> (tensor<8xf32>) {
// S42-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<8xf32>
// S42-NEXT:     } else {
// S42-NEXT:       %3 = scf.if %arg4 -> (tensor<8xf32>) {
// S42-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// S42-NEXT:       } else {
// S42-NEXT:         %4 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%0 : tensor<8xf32>) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// S42-NEXT:         %5 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%0 : tensor<8xf32>) -> tensor<8xf32>
// S42-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %4 : tensor<8xf32>
// S42-NEXT:       }
// S42-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<8xf32>
// S42-NEXT:     }
// S42-NEXT:     %2 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// S42-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %0, %1 : tensor<8xf32>, tensor<8xf32>
// S42-NEXT:   }
// S42-NEXT: }
// S42-EMPTY:
// S42-NEXT: // -----
// S42-NEXT: module {
// S42-NEXT:   func.func @seed142(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: tensor<8xf32> {bufferization.access = "none"}, %arg2: f32, %arg3: index, %arg4: i1, %arg5: index) -> tensor<8xf32> {
// S42-NEXT:     %c0 = arith.constant 0 : index
// S42-NEXT:     %c1 = arith.constant 1 : index
// S42-NEXT:     %0 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %arg0) -> (tensor<8xf32>) {
// S42-NEXT:       %3 = tensor.empty() : tensor<8xf32>
// S42-NEXT:       %4 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%arg7 : tensor<8xf32>) outs(%arg7 : tensor<8xf32>) -> tensor<8xf32>
// S42-NEXT:       %5 = linalg.fill {__inplace_operands_attr__ = ["none", "false"]} ins(%arg2 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// S42-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %5 : tensor<8xf32>
// S42-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// S42-NEXT:     %extracted = tensor.extract %0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// S42-NEXT:     %1 = scf.if %arg4 -> (tensor<8xf32>) {
// S42-NEXT:       %3 = scf.for %arg6 = %c0 to %arg5 step %c1 iter_args(%arg7 = %0) -> (tensor<8xf32>) {
// S42-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %arg7 : tensor<8xf32>
// S42-NEXT:       } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// S42-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// S42-NEXT:     } else {
// S42-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// S42-NEXT:     }
// S42-NEXT:     %2 = linalg.copy {__inplace_operands_attr__ = ["true", "false"]} ins(%0 : tensor<8xf32>) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// S42-NEXT:     %inserted = tensor.insert %arg2 into %1[%arg3] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// S42-NEXT:     %inserted_0 = tensor.insert %arg2 into %0[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// S42-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// S42-NEXT:   }
// S42-NEXT: }
