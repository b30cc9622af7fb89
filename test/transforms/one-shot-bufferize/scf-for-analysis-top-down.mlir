// scf-for-analysis.mlir's cases with the top-down heuristic.  Expected text:
// mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down allow-return-allocs-from-loops" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down allow-return-allocs-from-loops" | FileCheck %s

func.func @inplace(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %b = tensor.insert %f into %a[%c0] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @read_init_after(%t: tensor<4xf32>, %n: index, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %b = tensor.insert %f into %a[%c0] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// -----

func.func @read_init_after_nowrite(%t: tensor<4xf32>, %n: index, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    scf.yield %a : tensor<4xf32>
  }
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// -----

func.func @read_init_inside(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %x = tensor.extract %t[%c0] : tensor<4xf32>
    %b = tensor.insert %x into %a[%c0] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @read_init_inside_nowrite(%t: tensor<4xf32>, %n: index, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %s = %f) -> (tensor<4xf32>, f32) {
    %x = tensor.extract %t[%c0] : tensor<4xf32>
    scf.yield %a, %x : tensor<4xf32>, f32
  }
  return %r#0, %r#1 : tensor<4xf32>, f32
}

// -----

func.func @outer_write(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %x = tensor.extract %u[%c0] : tensor<4xf32>
    %v = tensor.insert %f into %u[%c1] : tensor<4xf32>
    %y = tensor.extract %v[%c1] : tensor<4xf32>
    %z = arith.addf %x, %y : f32
    %b = tensor.insert %z into %a[%c0] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @fresh(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %x = tensor.extract %a[%c0] : tensor<4xf32>
    %s = arith.addf %x, %f : f32
    %b = linalg.fill ins(%s : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @tiled(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c2 iter_args(%a = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %a[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %g = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%s : tensor<2xf32>) {
    ^bb0(%o: f32):
      %y = arith.addf %o, %f : f32
      linalg.yield %y : f32
    } -> tensor<2xf32>
    %b = tensor.insert_slice %g into %a[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    scf.yield %b : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

func.func @nested(%t: tensor<4x4xf32>, %f: f32) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %t) -> (tensor<4x4xf32>) {
    %q = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (tensor<4x4xf32>) {
      %x = tensor.extract %b[%i, %j] : tensor<4x4xf32>
      %y = arith.mulf %x, %f : f32
      %n = tensor.insert %y into %b[%i, %j] : tensor<4x4xf32>
      scf.yield %n : tensor<4x4xf32>
    }
    scf.yield %q : tensor<4x4xf32>
  }
  return %r : tensor<4x4xf32>
}

// -----

func.func @swap(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.yield %b, %a : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @if_in_loop(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %m = arith.remui %i, %c2 : index
    %z = arith.cmpi eq, %m, %c0 : index
    %b = scf.if %z -> (tensor<4xf32>) {
      %x = tensor.insert %f into %a[%c0] : tensor<4xf32>
      scf.yield %x : tensor<4xf32>
    } else {
      %v = tensor.extract %a[%c1] : tensor<4xf32>
      %w = arith.addf %v, %f : f32
      %x = tensor.insert %w into %a[%c1] : tensor<4xf32>
      scf.yield %x : tensor<4xf32>
    }
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @result_reused(%t: tensor<4xf32>, %n: index, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %b = tensor.insert %f into %a[%i] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  %w = tensor.insert %f into %r[%c1] : tensor<4xf32>
  %x = tensor.extract %r[%c1] : tensor<4xf32>
  return %w, %x : tensor<4xf32>, f32
}

// -----

func.func @constant_init(%n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant dense<2.0> : tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %k) -> (tensor<4xf32>) {
    %b = tensor.insert %f into %a[%c0] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @read_bbarg_after_write(%t: tensor<4xf32>, %n: index, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %s = %f) -> (tensor<4xf32>, f32) {
    %b = tensor.insert %f into %a[%c0] : tensor<4xf32>
    %x = tensor.extract %a[%c0] : tensor<4xf32>
    scf.yield %b, %x : tensor<4xf32>, f32
  }
  return %r#0, %r#1 : tensor<4xf32>, f32
}

// -----

func.func @accumulate(%x: tensor<4x4xf32>, %w: tensor<4x4xf32>, %n: index) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> (tensor<4x4xf32>) {
    %m = linalg.matmul ins(%x, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%a : tensor<4x4xf32>) -> tensor<4x4xf32>
    scf.yield %m : tensor<4x4xf32>
  }
  return %r : tensor<4x4xf32>
}

// -----

func.func @dyn(%t: tensor<?xf32>, %n: index, %f: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<?xf32>) {
    %b = tensor.insert %f into %a[%i] : tensor<?xf32>
    scf.yield %b : tensor<?xf32>
  }
  %x = tensor.extract %t[%c0] : tensor<?xf32>
  %y = tensor.insert %x into %r[%c1] : tensor<?xf32>
  return %y : tensor<?xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @new_each_iter(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.addf %x, %f : f32
      linalg.yield %y : f32
    } -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @outer_read_in_loop(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %v = tensor.insert %f into %u[%c1] : tensor<4xf32>
    %x = tensor.extract %v[%c1] : tensor<4xf32>
    %b = tensor.insert %x into %a[%c0] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @callee(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %a = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %a : tensor<4xf32>
}

func.func @call_in_loop(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %b = func.call @callee(%a, %f, %c0) : (tensor<4xf32>, f32, index) -> tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @slice_of_loop_result(%t: tensor<8xf32>, %n: index, %f: f32) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<8xf32>) {
    %b = tensor.insert %f into %a[%i] : tensor<8xf32>
    scf.yield %b : tensor<8xf32>
  }
  %s = tensor.extract_slice %r[2] [2] [1] : tensor<8xf32> to tensor<2xf32>
  return %s : tensor<2xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @inplace(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg4[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_init_after(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg4[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_init_after_nowrite(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg4 : tensor<4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %0, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_init_inside(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:       %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %inserted = tensor.insert %extracted into %arg4[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_init_inside_nowrite(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0, %arg5 = %arg2) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:       %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %arg4, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false", "none"]}
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %0#0, %0#1 : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @outer_write(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: index, %arg3: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:       %extracted = tensor.extract %arg1[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %inserted = tensor.insert %arg3 into %arg1[%c1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %extracted_0 = tensor.extract %inserted[%c1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %1 = arith.addf %extracted, %extracted_0 : f32
// CHECK-NEXT:       %inserted_1 = tensor.insert %1 into %arg5[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_1 : tensor<4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @fresh(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:       %extracted = tensor.extract %arg4[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %2 = arith.addf %extracted, %arg2 : f32
// CHECK-NEXT:       %3 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%2 : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @tiled(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: f32) -> tensor<8xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c8 step %c2 iter_args(%arg3 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg3[%arg2] [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT:       %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%extracted_slice : tensor<2xf32>) attrs =  {__inplace_operands_attr__ = ["true"]} {
// CHECK-NEXT:       ^bb0(%out: f32):
// CHECK-NEXT:         %2 = arith.addf %out, %arg1 : f32
// CHECK-NEXT:         linalg.yield %2 : f32
// CHECK-NEXT:       } -> tensor<2xf32>
// CHECK-NEXT:       %inserted_slice = tensor.insert_slice %1 into %arg3[%arg2] [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_slice : tensor<8xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested(%arg0: tensor<4x4xf32> {bufferization.access = "read-write"}, %arg1: f32) -> tensor<4x4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg0) -> (tensor<4x4xf32>) {
// CHECK-NEXT:       %1 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (tensor<4x4xf32>) {
// CHECK-NEXT:         %extracted = tensor.extract %arg5[%arg2, %arg4] {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<4x4xf32>
// CHECK-NEXT:         %2 = arith.mulf %extracted, %arg1 : f32
// CHECK-NEXT:         %inserted = tensor.insert %2 into %arg5[%arg2, %arg4] {__inplace_operands_attr__ = ["none", "true", "none", "none"]} : tensor<4x4xf32>
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4x4xf32>
// CHECK-NEXT:       } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4x4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @swap(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: index) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0, %arg5 = %arg1) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "true"]} %arg5, %arg4 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true", "true"]}
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @if_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:       %1 = arith.remui %arg3, %c2 : index
// CHECK-NEXT:       %2 = arith.cmpi eq, %1, %c0 : index
// CHECK-NEXT:       %3 = scf.if %2 -> (tensor<4xf32>) {
// CHECK-NEXT:         %inserted = tensor.insert %arg2 into %arg4[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %extracted = tensor.extract %arg4[%c1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:         %4 = arith.addf %extracted, %arg2 : f32
// CHECK-NEXT:         %inserted = tensor.insert %4 into %arg4[%c1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @result_reused(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:       %inserted_0 = tensor.insert %arg2 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_0 : tensor<4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     %inserted = tensor.insert %arg2 into %0[%c1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %0[%c1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @constant_init(%arg0: index, %arg1: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant dense<2.000000e+00> : tensor<4xf32>
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %cst) -> (tensor<4xf32>) {
// CHECK-NEXT:       %inserted = tensor.insert %arg1 into %arg3[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_bbarg_after_write(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0, %arg5 = %arg2) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg4[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %extracted = tensor.extract %arg4[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true", "none"]}
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %0#0, %0#1 : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @accumulate(%arg0: tensor<4x4xf32> {bufferization.access = "read"}, %arg1: tensor<4x4xf32> {bufferization.access = "read"}, %arg2: index) -> tensor<4x4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %0 = tensor.empty() : tensor<4x4xf32>
// CHECK-NEXT:     %1 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%cst : f32) outs(%0 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:     %2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %1) -> (tensor<4x4xf32>) {
// CHECK-NEXT:       %3 = linalg.matmul {__inplace_operands_attr__ = ["true", "true", "true"]} ins(%arg0, %arg1 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg4 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %3 : tensor<4x4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %2 : tensor<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dyn(%arg0: tensor<?xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> tensor<?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<?xf32>) {
// CHECK-NEXT:       %inserted_0 = tensor.insert %arg2 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<?xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_0 : tensor<?xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
// CHECK-NEXT:     %inserted = tensor.insert %extracted into %0[%c1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<?xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %inserted : tensor<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @new_each_iter(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:       %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:       %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg4 : tensor<4xf32>) outs(%1 : tensor<4xf32>) attrs =  {__inplace_operands_attr__ = ["true", "true"]} {
// CHECK-NEXT:       ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:         %3 = arith.addf %in, %arg2 : f32
// CHECK-NEXT:         linalg.yield %3 : f32
// CHECK-NEXT:       } -> tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %2 : tensor<4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @outer_read_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: index, %arg3: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:       %inserted = tensor.insert %arg3 into %arg1[%c1] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %extracted = tensor.extract %inserted[%c1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %inserted_0 = tensor.insert %extracted into %arg5[%c0] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted_0 : tensor<4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @callee(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: f32, %arg2: index) -> tensor<4xf32> {
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @call_in_loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:       %1 = func.call @callee(%arg4, %arg2, %c0) {__inplace_operands_attr__ = ["true", "none", "none"]} : (tensor<4xf32>, f32, index) -> tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %1 : tensor<4xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @slice_of_loop_result(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<2xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg4[%arg3] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<8xf32>
// CHECK-NEXT:     } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %0[2] [2] [1] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %extracted_slice : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
