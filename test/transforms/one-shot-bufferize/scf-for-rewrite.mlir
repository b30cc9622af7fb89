// scf.for rewritten on buffers (infer-layout-map): memref iter_args of the type
// upstream gives them on first use (the init's buffer type joined with the
// predicted type of the yielded value), out-of-place inits copied before the
// loop, yields of a buffer that aliases a value from outside the loop (another
// iteration argument) copied, as upstream's ForOp conflict resolution.
// Expected: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries allow-return-allocs-from-loops" | FileCheck %s

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
// CHECK-NEXT:   func.func @inplace(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       memref.store %arg2, %arg4[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg4 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_init_after(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT:       memref.store %arg2, %arg4[%c0] : memref<4xf32>
// CHECK-NEXT:       scf.yield %arg4 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0, %1 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_init_after_nowrite(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT:       scf.yield %arg4 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0, %1 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_init_inside(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT:       %1 = memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       memref.store %1, %arg4[%c0] : memref<4xf32>
// CHECK-NEXT:       scf.yield %arg4 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %cast = memref.cast %0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_init_inside_nowrite(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     %0:2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %alloc, %arg5 = %arg2) -> (memref<4xf32>, f32) {
// CHECK-NEXT:       %1 = memref.load %arg0[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg4, %1 : memref<4xf32>, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     %cast = memref.cast %0#0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0#0, %0#1 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @outer_write(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: index, %arg3: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %arg0) -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %1 = memref.load %arg1[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %arg1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:       memref.store %arg3, %alloc[%c1] : memref<4xf32>
// CHECK-NEXT:       %2 = memref.load %alloc[%c1] : memref<4xf32>
// CHECK-NEXT:       %3 = arith.addf %1, %2 : f32
// CHECK-NEXT:       memref.store %3, %arg5[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg5 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @fresh(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       %1 = memref.load %arg4[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %2 = arith.addf %1, %arg2 : f32
// CHECK-NEXT:       linalg.fill ins(%2 : f32) outs(%alloc : memref<4xf32>)
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @tiled(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<8xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %c8 = arith.constant 8 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c8 step %c2 iter_args(%arg3 = %arg0) -> (memref<8xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %subview = memref.subview %arg3[%arg2] [2] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%subview : memref<2xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       ^bb0(%out: f32):
// CHECK-NEXT:         %1 = arith.addf %out, %arg1 : f32
// CHECK-NEXT:         linalg.yield %1 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       %subview_0 = memref.subview %arg3[%arg2] [2] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       memref.copy %subview, %subview_0 : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg3 : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested(%arg0: memref<4x4xf32, strided<[?, ?], offset: ?>>, %arg1: f32) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c4 = arith.constant 4 : index
// CHECK-NEXT:     %0 = scf.for %arg2 = %c0 to %c4 step %c1 iter_args(%arg3 = %arg0) -> (memref<4x4xf32, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT:       %1 = scf.for %arg4 = %c0 to %c4 step %c1 iter_args(%arg5 = %arg3) -> (memref<4x4xf32, strided<[?, ?], offset: ?>>) {
// CHECK-NEXT:         %2 = memref.load %arg5[%arg2, %arg4] : memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:         %3 = arith.mulf %2, %arg1 : f32
// CHECK-NEXT:         memref.store %3, %arg5[%arg2, %arg4] : memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:         scf.yield %arg5 : memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %1 : memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @swap(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: index) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %arg0, %arg5 = %arg1) -> (memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %arg5, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:       %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %arg4, %alloc_0 : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %cast_1 = memref.cast %alloc_0 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast, %cast_1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @if_in_loop(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c2 = arith.constant 2 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %1 = arith.remui %arg3, %c2 : index
// CHECK-NEXT:       %2 = arith.cmpi eq, %1, %c0 : index
// CHECK-NEXT:       %3 = scf.if %2 -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:         memref.store %arg2, %arg4[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:         scf.yield %arg4 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       } else {
// CHECK-NEXT:         %4 = memref.load %arg4[%c1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:         %5 = arith.addf %4, %arg2 : f32
// CHECK-NEXT:         memref.store %5, %arg4[%c1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:         scf.yield %arg4 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       }
// CHECK-NEXT:       scf.yield %3 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @result_reused(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       memref.store %arg2, %arg4[%arg3] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg4 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:     memref.store %arg2, %alloc[%c1] : memref<4xf32>
// CHECK-NEXT:     %1 = memref.load %0[%c1] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %alloc, %1 : memref<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<2.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT:   func.func @constant_init(%arg0: index, %arg1: f32) -> memref<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:     memref.copy %0, %alloc : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:     %1 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %alloc) -> (memref<4xf32>) {
// CHECK-NEXT:       memref.store %arg1, %arg3[%c0] : memref<4xf32>
// CHECK-NEXT:       scf.yield %arg3 : memref<4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %cast = memref.cast %1 : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %1 : memref<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_bbarg_after_write(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0, %arg5 = %arg2) -> (memref<4xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %arg4, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:       memref.store %arg2, %alloc[%c0] : memref<4xf32>
// CHECK-NEXT:       %1 = memref.load %arg4[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast, %1 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0#0, %0#1 : memref<4xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @accumulate(%arg0: memref<4x4xf32, strided<[?, ?], offset: ?>>, %arg1: memref<4x4xf32, strided<[?, ?], offset: ?>>, %arg2: index) -> memref<4x4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK-NEXT:     linalg.fill ins(%cst : f32) outs(%alloc : memref<4x4xf32>)
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %alloc) -> (memref<4x4xf32>) {
// CHECK-NEXT:       linalg.matmul ins(%arg0, %arg1 : memref<4x4xf32, strided<[?, ?], offset: ?>>, memref<4x4xf32, strided<[?, ?], offset: ?>>) outs(%arg4 : memref<4x4xf32>)
// CHECK-NEXT:       scf.yield %arg4 : memref<4x4xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %cast = memref.cast %0 : memref<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:     return %0 : memref<4x4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @dyn(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<?xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c0_0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0_0 : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     %alloc = memref.alloc(%dim) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:     memref.copy %arg0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %alloc) -> (memref<?xf32>) {
// CHECK-NEXT:       memref.store %arg2, %arg4[%arg3] : memref<?xf32>
// CHECK-NEXT:       scf.yield %arg4 : memref<?xf32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = memref.load %arg0[%c0] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     memref.store %1, %0[%c1] : memref<?xf32>
// CHECK-NEXT:     %cast = memref.cast %0 : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %0 : memref<?xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @new_each_iter(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg4 : memref<4xf32, strided<[?], offset: ?>>) outs(%alloc : memref<4xf32>) {
// CHECK-NEXT:       ^bb0(%in: f32, %out: f32):
// CHECK-NEXT:         %1 = arith.addf %in, %arg2 : f32
// CHECK-NEXT:         linalg.yield %1 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:       %cast = memref.cast %alloc : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %cast : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @outer_read_in_loop(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: memref<4xf32, strided<[?], offset: ?>>, %arg2: index, %arg3: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg4 = %c0 to %arg2 step %c1 iter_args(%arg5 = %arg0) -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:       memref.copy %arg1, %alloc : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT:       memref.store %arg3, %alloc[%c1] : memref<4xf32>
// CHECK-NEXT:       %1 = memref.load %alloc[%c1] : memref<4xf32>
// CHECK-NEXT:       memref.store %1, %arg5[%c0] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg5 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @callee(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32, %arg2: index) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     memref.store %arg1, %arg0[%arg2] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %arg0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @call_in_loop(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       %1 = func.call @callee(%arg4, %arg2, %c0) : (memref<4xf32, strided<[?], offset: ?>>, f32, index) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %1 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @slice_of_loop_result(%arg0: memref<8xf32, strided<[?], offset: ?>>, %arg1: index, %arg2: f32) -> memref<2xf32, strided<[?], offset: ?>> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0 = scf.for %arg3 = %c0 to %arg1 step %c1 iter_args(%arg4 = %arg0) -> (memref<8xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:       memref.store %arg2, %arg4[%arg3] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:       scf.yield %arg4 : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     }
// CHECK-NEXT:     %subview = memref.subview %0[2] [2] [1] : memref<8xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:     return %subview : memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
