// A write inside an scf.forall to a buffer that may exist outside it is a
// race (every iteration writes the same buffer at the same time), so
// One-Shot privatizes it: the write goes out of place.  The buffer may come
// through a region op: here an scf.if yields either a tensor allocated
// outside the forall or one allocated inside it.  bufopt followed only an
// op's operands back to the definition, not the values an scf.if yields,
// and put the fill in place (a race on %outer).
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

// CHECK-LABEL: func.func @branch_from_outside
func.func @branch_from_outside(%c: i1, %v: f32) -> tensor<64xf32> {
  %out = bufferization.alloc_tensor() : tensor<64xf32>
  %outer = bufferization.alloc_tensor() : tensor<1xf32>
  %n = arith.constant 64 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %out) -> (tensor<64xf32>) {
    %inner = bufferization.alloc_tensor() : tensor<1xf32>
    %sel = scf.if %c -> tensor<1xf32> {
      scf.yield %inner : tensor<1xf32>
    } else {
      scf.yield %outer : tensor<1xf32>
    }
    // CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
    %f = linalg.fill ins(%v : f32) outs(%sel : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i] [1] [1] : tensor<1xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}

// Both branches allocate inside the forall: private to the iteration, the
// fill stays in place.
// CHECK-LABEL: func.func @branch_inside
func.func @branch_inside(%c: i1, %v: f32) -> tensor<64xf32> {
  %out = bufferization.alloc_tensor() : tensor<64xf32>
  %n = arith.constant 64 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %out) -> (tensor<64xf32>) {
    %a = bufferization.alloc_tensor() : tensor<1xf32>
    %b = bufferization.alloc_tensor() : tensor<1xf32>
    %sel = scf.if %c -> tensor<1xf32> {
      scf.yield %a : tensor<1xf32>
    } else {
      scf.yield %b : tensor<1xf32>
    }
    // CHECK: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
    %f = linalg.fill ins(%v : f32) outs(%sel : tensor<1xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%i] [1] [1] : tensor<1xf32> into tensor<64xf32>
    }
  }
  return %r : tensor<64xf32>
}
