// canonicalize on scf.for and scf.execute_region (issue 15, upstream's
// patterns as mlir-opt 22 applies them): ForOpTensorCastFolder (an
// iter_arg initialised by a tensor.cast that loses static information, whose
// result has one use, takes the cast's source: casts inside the body and
// after the loop; not when the result has two uses), and
// MultiBlockExecuteInliner (an execute_region of several blocks directly in
// a function is inlined: its yields become branches to the rest of the
// block; not with no_inline, nor inside a loop); scf.while before-arguments
// with the same initial and yielded values merge (mlir-opt 22 does).
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --allow-unregistered-dialect --canonicalize | FileCheck %s

func.func private @step(tensor<?xf32>) -> tensor<?xf32>

// CHECK-LABEL: func @for_cast
//  CHECK-SAME: (%[[A:[a-z0-9]+]]: tensor<8xf32>, %[[B:[a-z0-9]+]]: tensor<4xf32>
//       CHECK: %[[R:.*]]:2 = scf.for %{{.*}} iter_args(%[[P:.*]] = %[[A]], %[[Q:.*]] = %[[B]]) -> (tensor<8xf32>, tensor<4xf32>)
//   CHECK-DAG: %[[QC:.*]] = tensor.cast %[[Q]] : tensor<4xf32> to tensor<?xf32>
//   CHECK-DAG: %[[PC:.*]] = tensor.cast %[[P]] : tensor<8xf32> to tensor<?xf32>
//       CHECK: %[[P2:.*]] = func.call @step(%[[PC]])
//       CHECK: %[[Q2:.*]] = func.call @step(%[[QC]])
//   CHECK-DAG: %[[P3:.*]] = tensor.cast %[[P2]] : tensor<?xf32> to tensor<8xf32>
//   CHECK-DAG: %[[Q3:.*]] = tensor.cast %[[Q2]] : tensor<?xf32> to tensor<4xf32>
//       CHECK: scf.yield %[[P3]], %[[Q3]]
//   CHECK-DAG: %[[R1:.*]] = tensor.cast %[[R]]#1 : tensor<4xf32> to tensor<?xf32>
//   CHECK-DAG: %[[R0:.*]] = tensor.cast %[[R]]#0 : tensor<8xf32> to tensor<?xf32>
//       CHECK: return %[[R0]], %[[R1]]
func.func @for_cast(%a: tensor<8xf32>, %b: tensor<4xf32>, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.cast %a : tensor<8xf32> to tensor<?xf32>
  %y = tensor.cast %b : tensor<4xf32> to tensor<?xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %x, %q = %y) -> (tensor<?xf32>, tensor<?xf32>) {
    %p2 = func.call @step(%p) : (tensor<?xf32>) -> tensor<?xf32>
    %q2 = func.call @step(%q) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %p2, %q2 : tensor<?xf32>, tensor<?xf32>
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}

// CHECK-LABEL: func @for_cast_two_uses
//       CHECK: %[[C:.*]] = tensor.cast
//       CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[C]]) -> (tensor<?xf32>)
func.func @for_cast_two_uses(%a: tensor<8xf32>, %n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.cast %a : tensor<8xf32> to tensor<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%p = %x) -> (tensor<?xf32>) {
    %p2 = func.call @step(%p) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %p2 : tensor<?xf32>
  }
  return %r, %r : tensor<?xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func @multi
//  CHECK-SAME: (%[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32)
//  CHECK-NEXT: "test.before"
//  CHECK-NEXT: cf.cond_br %[[C]], ^[[T:.*]], ^[[J:bb[0-9]+]](%[[B]] : i32)
//  CHECK-NEXT: ^[[T]]:
//  CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %[[B]]
//  CHECK-NEXT: cf.br ^[[J]](%[[X]] : i32)
//  CHECK-NEXT: ^[[J]](%[[V:.*]]: i32):
//  CHECK-NEXT: %[[W:.*]] = arith.muli %[[V]], %[[V]]
//  CHECK-NEXT: "test.after"(%[[W]])
//  CHECK-NEXT: return %[[W]]
func.func @multi(%c: i1, %a: i32, %b: i32) -> i32 {
  "test.before"() : () -> ()
  %v = scf.execute_region -> i32 {
    cf.cond_br %c, ^t, ^f
  ^t:
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  ^f:
    scf.yield %b : i32
  }
  %w = arith.muli %v, %v : i32
  "test.after"(%w) : (i32) -> ()
  return %w : i32
}

// CHECK-LABEL: func @keep_no_inline
//       CHECK: scf.execute_region -> i32 no_inline
func.func @keep_no_inline(%c: i1, %a: i32) -> i32 {
  %v = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^t, ^f
  ^t:
    scf.yield %a : i32
  ^f:
    %z = "test.zero"() : () -> i32
    scf.yield %z : i32
  }
  return %v : i32
}

// CHECK-LABEL: func @keep_in_loop
//       CHECK: scf.for
//       CHECK: scf.execute_region {
func.func @keep_in_loop(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.execute_region {
      cf.cond_br %c, ^t, ^f
    ^t:
      "test.t"() : () -> ()
      scf.yield
    ^f:
      "test.f"() : () -> ()
      scf.yield
    }
  }
  return
}

// -----

// Two scf.while before-arguments with one initial value and one yielded
// value are one argument (then the duplicated condition operand goes too).
// CHECK-LABEL: func @while_same_args
//  CHECK-SAME: (%[[A:[a-z0-9]+]]: i32
//       CHECK: %[[R:.*]] = scf.while (%[[X:.*]] = %[[A]]) : (i32) -> i32 {
//       CHECK: "test.cond"(%[[X]], %[[X]])
//       CHECK: scf.condition(%{{.*}}) %[[X]] : i32
//       CHECK: ^bb0(%[[P:.*]]: i32):
//       CHECK: %[[S:.*]] = arith.addi %[[P]], %[[P]]
//       CHECK: scf.yield %[[S]] : i32
//       CHECK: return %[[R]], %[[R]]
func.func @while_same_args(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %q : i32
    scf.yield %s, %s : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// Same initial value, different yielded values: both stay.
// CHECK-LABEL: func @while_different_yields
//       CHECK: scf.while (%{{.*}} = %[[A:.*]], %{{.*}} = %[[A]]) : (i32, i32) -> (i32, i32)
func.func @while_different_yields(%a: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%x, %y) : (i32, i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %s = arith.addi %p, %q : i32
    scf.yield %s, %p : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}
