// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @forall_ops(%arg0: index, %arg1: index, %arg2: index, %arg3: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT:     scf.forall (%arg4, %arg5) in (8, %arg1) {
// CHECK-NEXT:       %3 = arith.addi %arg4, %arg5 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg4) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:       %3 = arith.addi %arg4, %arg4 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg4) = (0) to (8) step (2) {
// CHECK-NEXT:       %3 = arith.addi %arg4, %arg4 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.forall (%arg4, %arg5) = (0, %arg0) to (8, %arg1) step (1, %arg2) {
// CHECK-NEXT:       %3 = arith.addi %arg4, %arg5 : index
// CHECK-NEXT:     } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
// CHECK-NEXT:     %0 = scf.forall (%arg4) in (8) shared_outs(%arg5 = %arg3) -> (tensor<8xf32>) {
// CHECK-NEXT:       %extracted_slice = tensor.extract_slice %arg5[%arg4] [1] [1] : tensor<8xf32> to tensor<1xf32>
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:         tensor.parallel_insert_slice %extracted_slice into %arg5[%arg4] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = scf.forall (%arg4) in (8) shared_outs(%arg5 = %0) -> (tensor<8xf32>) {
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %2:2 = scf.forall (%arg4) in (%arg1) shared_outs(%arg5 = %arg3, %arg6 = %1) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT:       scf.forall.in_parallel {
// CHECK-NEXT:       } {tag}
// CHECK-NEXT:     }
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     scf.forall (%arg4) in (%arg1) {
// CHECK-NEXT:     } {marker = 1 : i64}
// CHECK-NEXT:     return %2#1 : tensor<8xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @parallel_ops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) -> f32 {
// CHECK-NEXT:     scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT:       %2 = arith.addi %arg4, %arg5 : index
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     }
// CHECK-NEXT:     scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:       scf.reduce
// CHECK-NEXT:     } {tag}
// CHECK-NEXT:     %0 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT:       %2 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:       scf.reduce(%2 : f32) {
// CHECK-NEXT:       ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:         %3 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT:         scf.reduce.return %3 : f32
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %1:2 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg0) -> (f32, index) {
// CHECK-NEXT:       %2 = arith.addf %arg3, %arg3 : f32
// CHECK-NEXT:       scf.reduce(%2, %arg4 : f32, index) {
// CHECK-NEXT:       ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:         %3 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT:         scf.reduce.return %3 : f32
// CHECK-NEXT:       }, {
// CHECK-NEXT:       ^bb0(%arg5: index, %arg6: index):
// CHECK-NEXT:         scf.reduce.return %arg5 : index
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// scf.forall (normalized and general bounds, static and dynamic, shared_outs,
// mapping), scf.forall.in_parallel, scf.parallel, scf.reduce and
// scf.reduce.return.

func.func @forall_ops(%lb: index, %ub: index, %st: index, %t: tensor<8xf32>) -> tensor<8xf32> {
  scf.forall (%i, %j) in (8, %ub) {
    %x = arith.addi %i, %j : index
  }
  scf.forall (%i) = (%lb) to (%ub) step (%st) {
    %x = arith.addi %i, %i : index
  }
  scf.forall (%i) = (0) to (8) step (2) {
    %x = arith.addi %i, %i : index
  }
  scf.forall (%i, %j) = (0, %lb) to (8, %ub) step (1, %st) {
    %x = arith.addi %i, %j : index
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  %r2 = scf.forall (%i) in (8) shared_outs(%o = %r) -> tensor<8xf32> {
  }
  %r3:2 = scf.forall (%i) in (%ub) shared_outs(%o = %t, %p = %r2) -> (tensor<8xf32>, tensor<8xf32>) {
    scf.forall.in_parallel {
    } {tag}
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%ub) step (%c1) {
  } {marker = 1}
  return %r3#1 : tensor<8xf32>
}

func.func @parallel_ops(%lb: index, %ub: index, %st: index, %init: f32) -> f32 {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    %x = arith.addi %i, %j : index
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    scf.reduce
  } {tag}
  %p = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init) -> f32 {
    %y = arith.addf %init, %init : f32
    scf.reduce(%y : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  %p2:2 = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init, %lb) -> (f32, index) {
    %y = arith.addf %init, %init : f32
    scf.reduce(%y, %i : f32, index) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%a: index, %b: index):
      scf.reduce.return %a : index
    }
  }
  return %p : f32
}
