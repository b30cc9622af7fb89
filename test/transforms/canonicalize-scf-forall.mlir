// canonicalize on scf.forall (issue 15, upstream's ForallOp patterns as
// mlir-opt 22 applies them): constant bound operands become static, a
// shared output that is a tensor.cast losing static information takes the
// cast's source (results cast back), outputs whose result is unused or
// that nothing writes go, dimensions running once go (all of them: the body
// is promoted, its insertions become tensor.insert_slice), a mapped loop
// keeps its dimensions but a once-running induction variable is the lower
// bound, tensor.dim of a result reads the shared output and the then dead
// loop goes, and constant step <= 0 or equal bounds make a loop run zero
// times.
// Deliberate differences (prefixes BUFOPT / UPSTREAM): when a shared
// output cast is folded, mlir-opt 22 makes the i-th insertion of the
// terminator write the i-th output, which swaps the outputs of insertions
// written in another order (llvm-project issue 172981, fixed after 22 by
// PR 189162); bufopt keeps each insertion's own output, as the fix does;
// likewise when a forall running once is promoted (results by output, not
// by position).
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --canonicalize | FileCheck %s --check-prefixes=CHECK,BUFOPT
// RUN: mlir-opt %s --split-input-file --allow-unregistered-dialect --canonicalize | FileCheck %s --check-prefixes=CHECK,UPSTREAM

// CHECK-LABEL: func @bounds_to_static
//       CHECK: scf.forall (%{{.*}}) = (2) to (%{{.*}}) step (3) shared_outs
//   CHECK-NOT: arith.constant
func.func @bounds_to_static(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r = scf.forall (%i) = (%c2) to (%n) step (%c3) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<?xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}

// -----

// CHECK-LABEL: func @out_cast
//  CHECK-SAME: (%[[T:.*]]: tensor<6xf32>, %[[V:.*]]: tensor<2xf32>)
//       CHECK: %[[R:.*]] = scf.forall (%{{.*}}) in (3) shared_outs(%[[O:.*]] = %[[T]]) -> (tensor<6xf32>)
//       CHECK: tensor.parallel_insert_slice %[[V]] into %[[O]][%{{.*}}] [2] [1] : tensor<2xf32> into tensor<6xf32>
//       CHECK: %[[C:.*]] = tensor.cast %[[R]] : tensor<6xf32> to tensor<?xf32>
//       CHECK: return %[[C]]
func.func @out_cast(%t: tensor<6xf32>, %v: tensor<2xf32>) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<6xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (3) shared_outs(%o = %c) -> (tensor<?xf32>) {
    %k = arith.muli %i, %i : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%k] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}

// -----

// CHECK-LABEL: func @unwritten_and_unused
//  CHECK-SAME: (%[[A:[a-z0-9]+]]: tensor<8xf32>, %[[B:[a-z0-9]+]]: tensor<8xf32>, %{{.*}}: tensor<8xf32>, %{{.*}}: index)
//       CHECK: %[[R:.*]] = scf.forall (%[[I:.*]]) in (%{{.*}}) shared_outs(%[[Y:.*]] = %[[B]]) -> (tensor<8xf32>)
//       CHECK: tensor.extract_slice %[[A]][%[[I]]]
//   CHECK-NOT: parallel_insert_slice
//       CHECK: tensor.parallel_insert_slice %{{.*}} into %[[Y]]
//   CHECK-NOT: parallel_insert_slice
//       CHECK: return %[[A]], %[[R]]
func.func @unwritten_and_unused(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<8xf32>, %n: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:3 = scf.forall (%i) in (%n) shared_outs(%x = %a, %y = %b, %z = %c) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %s = tensor.extract_slice %x[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %y[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %s into %z[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// CHECK-LABEL: func @drop_single_dim
//       CHECK: scf.forall (%[[J:.*]]) = (0) to (9) step (3)
//       CHECK: parallel_insert_slice %{{.*}} into %{{.*}}[2, %[[J]]] [1, 1] [1, 1]
func.func @drop_single_dim(%t: tensor<4x9xf32>, %v: tensor<1x1xf32>) -> tensor<4x9xf32> {
  %r = scf.forall (%i, %j) = (2, 0) to (3, 9) step (5, 3) shared_outs(%o = %t) -> (tensor<4x9xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x9xf32>
    }
  }
  return %r : tensor<4x9xf32>
}

// -----

// CHECK-LABEL: func @promote
//  CHECK-SAME: (%[[T:.*]]: tensor<4xf32>, %[[V:.*]]: tensor<2xf32>)
//   CHECK-NOT: scf.forall
//       CHECK: %[[E:.*]] = tensor.extract_slice %[[T]][1] [2] [1]
//       CHECK: %[[S:.*]] = arith.addf %[[E]], %[[V]]
//       CHECK: %[[I:.*]] = tensor.insert_slice %[[S]] into %[[T]][1] [2] [1] : tensor<2xf32> into tensor<4xf32>
//       CHECK: return %[[I]]
func.func @promote(%t: tensor<4xf32>, %v: tensor<2xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) = (1) to (2) step (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %e = tensor.extract_slice %o[%i] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %s = arith.addf %e, %v : tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func @mapped_keeps_dims
//       CHECK: scf.forall (%{{.*}}) = (3) to (4) step (1)
//       CHECK: parallel_insert_slice %{{.*}} into %{{.*}}[3] [1] [1]
//       CHECK: {mapping = [#gpu.thread<x>]}
func.func @mapped_keeps_dims(%t: tensor<4xf32>, %v: tensor<1xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) = (3) to (4) step (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  } {mapping = [#gpu.thread<x>]}
  return %r : tensor<4xf32>
}

// -----

// CHECK-LABEL: func @dim_of_forall_then_dead
//  CHECK-SAME: (%[[T:[a-z0-9]+]]: tensor<?xf32>
//  CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
//  CHECK-NEXT: %[[D:.*]] = tensor.dim %[[T]], %[[C0]]
//  CHECK-NEXT: return %[[D]]
func.func @dim_of_forall_then_dead(%t: tensor<?xf32>, %v: tensor<1xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}

// -----

// CHECK-LABEL: func @zero_trips
//  CHECK-NEXT: scf.forall (%{{.*}}) = (0) to (%{{.*}}) step (0)
//  CHECK-NEXT: "test.use"
//  CHECK-NEXT: }
//  CHECK-NEXT: return
func.func @zero_trips(%n: index) {
  %c0 = arith.constant 0 : index
  scf.forall (%i) = (0) to (5) step (%c0) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) = (0) to (5) step (-2) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) = (%n) to (%n) step (2) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) = (0) to (%n) step (0) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func @out_cast_insertions_out_of_order
//  CHECK-SAME: (%[[A:[a-z0-9]+]]: tensor<8xf32>, %[[B:[a-z0-9]+]]: tensor<4xf32>, %[[X:[a-z0-9]+]]: tensor<2xf32>, %[[Y:[a-z0-9]+]]: tensor<1xf32>)
//       CHECK: scf.forall (%[[I:.*]]) in (2) shared_outs(%[[P:.*]] = %[[A]], %[[Q:.*]] = %[[B]]) -> (tensor<8xf32>, tensor<4xf32>)
//  BUFOPT-NEXT: scf.forall.in_parallel
//  BUFOPT-NEXT: tensor.parallel_insert_slice %[[Y]] into %[[Q]][%[[I]]] [1] [1] : tensor<1xf32> into tensor<4xf32>
//  BUFOPT-NEXT: tensor.parallel_insert_slice %[[X]] into %[[P]][%[[I]]] [2] [1] : tensor<2xf32> into tensor<8xf32>
// UPSTREAM-NEXT: scf.forall.in_parallel
// UPSTREAM-NEXT: tensor.parallel_insert_slice %[[Y]] into %[[P]][%[[I]]] [1] [1] : tensor<1xf32> into tensor<8xf32>
// UPSTREAM-NEXT: tensor.parallel_insert_slice %[[X]] into %[[Q]][%[[I]]] [2] [1] : tensor<2xf32> into tensor<4xf32>
func.func @out_cast_insertions_out_of_order(%a: tensor<8xf32>, %b: tensor<4xf32>, %x: tensor<2xf32>, %y: tensor<1xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %ca = tensor.cast %a : tensor<8xf32> to tensor<?xf32>
  %cb = tensor.cast %b : tensor<4xf32> to tensor<?xf32>
  %r:2 = scf.forall (%i) in (2) shared_outs(%p = %ca, %q = %cb) -> (tensor<?xf32>, tensor<?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %y into %q[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %x into %p[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// A promoted forall whose insertions write its outputs in another order:
// mlir-opt 22 replaces result i by insertion i (the results come out
// swapped); bufopt replaces each result by the insertion into its output.
// CHECK-LABEL: func @promote_out_of_order
//  CHECK-SAME: (%[[A:[a-z0-9]+]]: tensor<2xf32>, %[[B:[a-z0-9]+]]: tensor<2xf32>, %[[F:[a-z0-9]+]]: tensor<1xf32>
//   CHECK-NOT: scf.forall
//       CHECK: %[[IB:.*]] = tensor.insert_slice %[[F]] into %[[B]][0] [1] [1]
//       CHECK: %[[IA:.*]] = tensor.insert_slice %{{.*}} into %[[A]][1] [1] [1]
//  BUFOPT-NEXT: return %[[IA]], %[[IB]]
// UPSTREAM-NEXT: return %[[IB]], %[[IA]]
func.func @promote_out_of_order(%a: tensor<2xf32>, %b: tensor<2xf32>, %f: tensor<1xf32>, %s: tensor<1xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %r:2 = scf.forall (%i) in (1) shared_outs(%p = %a, %q = %b) -> (tensor<2xf32>, tensor<2xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %f into %q[0] [1] [1] : tensor<1xf32> into tensor<2xf32>
      tensor.parallel_insert_slice %s into %p[1] [1] [1] : tensor<1xf32> into tensor<2xf32>
    }
  }
  return %r#0, %r#1 : tensor<2xf32>, tensor<2xf32>
}
