// scf.forall analysis with check-parallel-regions=false: writes inside a
// forall into outer buffers are not privatized (upstream's option).
// Expected: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only check-parallel-regions=false" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only check-parallel-regions=false" | FileCheck %s

func.func @outs_arg(%t: tensor<8xf32>, %init: tensor<8xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %init) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %t[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----
func.func @privatize(%t: tensor<8xf32>, %init: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %init) -> (tensor<8xf32>) {
    %w = linalg.fill ins(%f : f32) outs(%t : tensor<8xf32>) -> tensor<8xf32>
    %s = tensor.extract_slice %w[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  %x = tensor.extract %init[%c0] : tensor<8xf32>
  return %r, %x : tensor<8xf32>, f32
}

// -----
func.func @privatize_slice(%t: tensor<8xf32>, %init: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %init) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %t[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----
func.func @tile_in_place(%init: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %init) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %w = linalg.fill ins(%f : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----
func.func @empty_outs(%t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %r = scf.forall (%i, %j) in (2, 2) shared_outs(%o = %e) -> (tensor<4x4xf32>) {
    %x = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %y = affine.apply affine_map<(d0) -> (d0 * 2)>(%j)
    %s = tensor.extract_slice %t[%x, %y] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
    %d = tensor.extract_slice %o[%x, %y] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
    %m = linalg.copy ins(%s : tensor<2x2xf32>) outs(%d : tensor<2x2xf32>) -> tensor<2x2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %m into %o[%x, %y] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
    }
  }
  return %r : tensor<4x4xf32>
}

// -----
func.func @loop_outer_init(%t: tensor<2xf32>, %init: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %init) -> (tensor<8xf32>) {
    %l = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %t) -> (tensor<2xf32>) {
      %v = tensor.insert %f into %acc[%k] : tensor<2xf32>
      scf.yield %v : tensor<2xf32>
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %l into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----
func.func @read_outer(%t: tensor<8xf32>, %init: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %init) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %t[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  %u = tensor.insert %f into %t[%c0] : tensor<8xf32>
  return %r, %u : tensor<8xf32>, tensor<8xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @outs_arg(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}) -> tensor<8xf32> {
// CHECK-NEXT:     %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg1) -> (tensor<8xf32>) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[%arg2] [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %extracted_slice into %arg3[%arg2] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [1], __inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func @privatize(%arg0: tensor<8xf32> {bufferization.access = "write"}, %arg1: tensor<8xf32> {bufferization.access = "read"}, %arg2: f32) -> (tensor<8xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg1) -> (tensor<8xf32>) {
// CHECK-NEXT:       %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%arg0 : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %1[%arg3] [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %extracted_slice into %arg4[%arg3] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["false"]}
// CHECK-NEXT:     %extracted = tensor.extract %arg1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<8xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func @privatize_slice(%arg0: tensor<8xf32> {bufferization.access = "write"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: f32) -> tensor<8xf32> {
// CHECK-NEXT:     %0 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg1) -> (tensor<8xf32>) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[%arg3] [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT:       %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%extracted_slice : tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %1 into %arg4[%arg3] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [1], __inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func @tile_in_place(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: f32) -> tensor<8xf32> {
// CHECK-NEXT:     %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg3[%arg2] [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT:       %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg1 : f32) outs(%extracted_slice : tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %1 into %arg3[%arg2] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: #map = affine_map<(d0) -> (d0 * 2)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @empty_outs(%arg0: tensor<4x4xf32> {bufferization.access = "read"}) -> tensor<4x4xf32> {
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT:     %1 = scf.forall (%arg1, %arg2) in (2, 2) shared_outs(%arg3 = %0) -> (tensor<4x4xf32>) {
// CHECK-NEXT:       %2 = affine.apply #map(%arg1)
// CHECK-NEXT:       %3 = affine.apply #map(%arg2)
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[%2, %3] [2, 2] [1, 1] {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<4x4xf32> to tensor<2x2xf32>
// CHECK-NEXT:       %extracted_slice_0 = tensor.extract_slice %arg3[%2, %3] [2, 2] [1, 1] {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<4x4xf32> to tensor<2x2xf32>
// CHECK-NEXT:       %4 = linalg.copy {__inplace_operands_attr__ = ["true", "true"]} ins(%extracted_slice : tensor<2x2xf32>) outs(%extracted_slice_0 : tensor<2x2xf32>) -> tensor<2x2xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %4 into %arg3[%2, %3] [2, 2] [1, 1] {__inplace_operands_attr__ = ["true", "true", "none", "none"]} : tensor<2x2xf32> into tensor<4x4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %1 : tensor<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func @loop_outer_init(%arg0: tensor<2xf32> {bufferization.access = "read"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: f32) -> tensor<8xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg1) -> (tensor<8xf32>) {
// CHECK-NEXT:       %1 = scf.for %arg5 = %c0 to %c2 step %c1 iter_args(%arg6 = %arg0) -> (tensor<2xf32>) {
// CHECK-NEXT:         %inserted = tensor.insert %arg2 into %arg6[%arg5] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<2xf32>
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<2xf32>
// CHECK-NEXT:       } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %1 into %arg4[%arg3] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [1], __inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func @read_outer(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: tensor<8xf32> {bufferization.access = "read-write"}, %arg2: f32) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %0 = scf.forall (%arg3) in (4) shared_outs(%arg4 = %arg1) -> (tensor<8xf32>) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg0[%arg3] [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %extracted_slice into %arg4[%arg3] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %arg0[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [1, 0], __inplace_operands_attr__ = ["true", "true"]} %0, %inserted : tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
