// The one dead-op rule (bo_op_is_trivially_dead, asked through the traits
// and memory tables) in every pass that erases dead ops: the greedy driver
// of empty-tensor-to-alloc-tensor, canonicalize and cse.  Issue 14: an op
// with no result and only tensor operands (tensor.parallel_insert_slice) was
// erased as dead by empty-tensor-to-alloc-tensor, and with it the whole body
// of its scf.forall.  The CHECK lines (prefix CHECK) are mlir-opt 22's
// output, for both tools.
// RUN: bufopt --split-input-file --empty-tensor-to-alloc-tensor %s | FileCheck %s --check-prefixes=CHECK,BUFOPT
// RUN: mlir-opt --split-input-file --empty-tensor-to-alloc-tensor %s | FileCheck %s --check-prefixes=CHECK,UPSTREAM
// RUN: bufopt --split-input-file --canonicalize %s | FileCheck %s --check-prefixes=CHECK,UPSTREAM
// RUN: mlir-opt --split-input-file --canonicalize %s | FileCheck %s --check-prefixes=CHECK,UPSTREAM
// RUN: bufopt --split-input-file --cse %s | FileCheck %s --check-prefixes=CHECK,BUFOPT
// RUN: mlir-opt --split-input-file --cse %s | FileCheck %s --check-prefixes=CHECK,UPSTREAM

// The insertion is the forall's result: it stays, and so does what it
// inserts; the unused index product goes.
// CHECK-LABEL: func.func @forall_insert
// CHECK:         scf.forall
// CHECK-NOT:       arith.muli
// CHECK:           linalg.fill
// CHECK:           scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice
// CHECK-NEXT:      }
// CHECK:         return
func.func @forall_insert(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %seven = arith.constant 7.0 : f32
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %unused = arith.muli %i, %c1 : index
    %h = tensor.empty() : tensor<2xf32>
    %f = linalg.fill ins(%seven : f32) outs(%h : tensor<2xf32>) -> tensor<2xf32>
    %off = arith.addi %i, %i : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %o[%off] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// -----

// Dead ops whose only effects would be on memref operands (linalg on
// tensors, materialize_in_destination into a tensor), without effects of
// their own (tensor.dim, to_tensor, tensor.generate and tensor.pad with pure
// bodies) go.  Kept: an allocation (alloc_tensor), a linalg op whose body
// prints, dealloc_tensor (no result, no description: unknown effects) and
// linalg on a memref (writes it).
// CHECK-LABEL: func.func @dead_values
// CHECK-NEXT:    %[[CST:.*]] = arith.constant 1.0
// CHECK-NEXT:    bufferization.alloc_tensor()
// CHECK-NEXT:    linalg.generic
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      vector.print
// CHECK-NEXT:      linalg.yield
// CHECK-NEXT:    } -> tensor<4xf32>
// CHECK-NEXT:    bufferization.dealloc_tensor %arg0
// CHECK-NEXT:    linalg.fill ins(%[[CST]] : f32) outs(%arg1 : memref<4xf32>)
// CHECK-NEXT:    return
#id = affine_map<(d0) -> (d0)>
func.func @dead_values(%t: tensor<4xf32>, %m: memref<4xf32>, %i: index) {
  %cst = arith.constant 1.0 : f32
  %0 = linalg.fill ins(%cst : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  %1 = tensor.dim %t, %i : tensor<4xf32>
  %2 = bufferization.alloc_tensor() : tensor<4xf32>
  %3 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %4 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %5 = tensor.generate {
  ^bb0(%j: index):
    tensor.yield %cst : f32
  } : tensor<4xf32>
  %6 = tensor.pad %t low[1] high[1] {
  ^bb0(%j: index):
    tensor.yield %cst : f32
  } : tensor<4xf32> to tensor<6xf32>
  %7 = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel"]} outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32):
    vector.print %a : f32
    linalg.yield %a : f32
  } -> tensor<4xf32>
  bufferization.dealloc_tensor %t : tensor<4xf32>
  linalg.fill ins(%cst : f32) outs(%m : memref<4xf32>)
  return
}

// -----

// A dead scf.forall: upstream erases it (scf.forall.in_parallel is pure and
// hides the insertions from wouldOpBeTriviallyDead); bufopt's canonicalize
// does too (scf.forall's own pattern, scf_canon.c), but the shared rule
// keeps it, as an op no table describes (the insertion) has unknown
// effects: the other two passes keep it.  Conservative, never wrong.
// CHECK-LABEL: func.func @dead_forall
// UPSTREAM-NOT:  scf.forall
// BUFOPT:        scf.forall
// BUFOPT:          tensor.parallel_insert_slice
// CHECK:         return
func.func @dead_forall(%t: tensor<4xf32>) {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %s = tensor.extract_slice %t[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return
}
