// scf.forall privatization follows upstream's rule: a write inside the
// forall into a buffer defined outside it goes out of place (a private copy
// per thread) only when its alias set is read somewhere, and the walk back
// to the buffer's definition stops at an op that writes it.  bufopt
// privatized every write whose buffer could come from outside: a
// tensor.insert into a fill's (already private) result copied again, and a
// fill nobody reads copied for nothing.  Expected text: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only analysis-heuristic=top-down" | FileCheck %s
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=REWRITE
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=REWRITE

// The fill of %scratch is privatized; the insert writes the private copy.
// CHECK-LABEL: func.func @fill_then_insert
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: tensor.parallel_insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true", "none"]}
// REWRITE-LABEL: func.func @fill_then_insert
// REWRITE: scf.forall
// REWRITE-NEXT: %[[P:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// REWRITE-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[P]] : memref<2xf32>)
// REWRITE-NEXT: memref.store %{{.*}}, %[[P]][%{{.*}}] : memref<2xf32>
// REWRITE-NOT: memref.alloc
// REWRITE: memref.copy %[[P]]
func.func @fill_then_insert(%a: f32, %b: f32) -> tensor<8xf32> {
  %out = bufferization.alloc_tensor() : tensor<8xf32>
  %scratch = bufferization.alloc_tensor() : tensor<2xf32>
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (4) shared_outs(%o = %out) -> (tensor<8xf32>) {
    %f = linalg.fill ins(%a : f32) outs(%scratch : tensor<2xf32>) -> tensor<2xf32>
    %w = tensor.insert %b into %f[%c1] : tensor<2xf32>
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %w into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// Nothing reads %scratch or its fill: no race that matters, in place.
// CHECK-LABEL: func.func @fill_never_read
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// REWRITE-LABEL: func.func @fill_never_read
// REWRITE: %[[S:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// REWRITE: scf.forall
// REWRITE-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : memref<2xf32>)
func.func @fill_never_read(%a: f32) {
  %scratch = bufferization.alloc_tensor() : tensor<2xf32>
  scf.forall (%i) in (4) {
    %f = linalg.fill ins(%a : f32) outs(%scratch : tensor<2xf32>) -> tensor<2xf32>
  }
  return
}

// -----

// The fill's result is read inside (an extract): privatized.
// CHECK-LABEL: func.func @fill_read_inside
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
func.func @fill_read_inside(%a: f32, %m: memref<4xf32>) {
  %scratch = bufferization.alloc_tensor() : tensor<2xf32>
  %c0 = arith.constant 0 : index
  scf.forall (%i) in (4) {
    %f = linalg.fill ins(%a : f32) outs(%scratch : tensor<2xf32>) -> tensor<2xf32>
    %e = tensor.extract %f[%c0] : tensor<2xf32>
    memref.store %e, %m[%i] : memref<4xf32>
  }
  return
}

// -----

// %scratch itself is read after the forall: the fill inside (never read
// there) must not overwrite it, privatized.
// CHECK-LABEL: func.func @outer_read_after
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK: scf.forall
// CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// CHECK: tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
func.func @outer_read_after(%a: f32, %b: f32) -> f32 {
  %e0 = bufferization.alloc_tensor() : tensor<2xf32>
  %scratch = linalg.fill ins(%b : f32) outs(%e0 : tensor<2xf32>) -> tensor<2xf32>
  %c0 = arith.constant 0 : index
  scf.forall (%i) in (4) {
    %f = linalg.fill ins(%a : f32) outs(%scratch : tensor<2xf32>) -> tensor<2xf32>
  }
  %x = tensor.extract %scratch[%c0] : tensor<2xf32>
  return %x : f32
}
