// canonicalize on scf ops, patterns added for issue 15: adjacent scf.if
// on one condition (or its negation) merge; an scf.if holding only an
// scf.if becomes one on `andi`; single-block scf.execute_region inlines,
// and results forwarded from outside go; scf.index_switch on a constant
// inlines its case, forwarded and dead results go; scf.for with a known
// single iteration (ub = lb + 1) inlines, one whose body only yields
// outside values is those values, duplicate iter_args merge and cycles
// of one initial value go; scf.while
// after-arguments that receive the condition are true, comparisons
// repeating the condition's are constants, duplicated results, unused
// before-arguments go, and the condition forwards in block order;
// scf.parallel drops single-iteration dimensions, vanishes with a
// zero-trip one, merges nested loops; an scf.forall with a zero-trip
// dimension is its shared outputs.
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func @if_merge
//  CHECK-SAME: (%[[C:.*]]: i1)
//       CHECK: %[[R:.*]]:2 = scf.if %[[C]] -> (i32, i32) {
//  CHECK-NEXT:   %[[A:.*]] = "t.a"() : () -> i32
//  CHECK-NEXT:   %[[B:.*]] = "t.b"(%[[A]]) : (i32) -> i32
//  CHECK-NEXT:   scf.yield %[[A]], %[[B]] : i32, i32
//  CHECK-NEXT: } else {
//  CHECK-NEXT:   %[[X:.*]] = "t.x"() : () -> i32
//  CHECK-NEXT:   %[[Y:.*]] = "t.y"(%[[X]]) : (i32) -> i32
//  CHECK-NEXT:   scf.yield %[[X]], %[[Y]] : i32, i32
//       CHECK: return %[[R]]#0, %[[R]]#1
func.func @if_merge(%c: i1) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %a = "t.a"() : () -> i32
    scf.yield %a : i32
  } else {
    %x = "t.x"() : () -> i32
    scf.yield %x : i32
  }
  %1 = scf.if %c -> i32 {
    %b = "t.b"(%0) : (i32) -> i32
    scf.yield %b : i32
  } else {
    %y = "t.y"(%0) : (i32) -> i32
    scf.yield %y : i32
  }
  return %0, %1 : i32, i32
}

// -----

// CHECK-LABEL: func @if_merge_negated
//  CHECK-SAME: (%[[C:.*]]: i1)
//       CHECK: scf.if %[[C]] {
//  CHECK-NEXT:   "t.second"() : () -> ()
//  CHECK-NEXT: } else {
//  CHECK-NEXT:   "t.first"() : () -> ()
//  CHECK-NEXT: }
//  CHECK-NEXT: return
func.func @if_merge_negated(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "t.first"() : () -> ()
  }
  scf.if %c {
    "t.second"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func @if_nested
//  CHECK-SAME: (%[[A:.*]]: i1, %[[B:.*]]: i1, %[[V:.*]]: i32, %[[W:.*]]: i32)
//       CHECK: %[[AND:.*]] = arith.andi %[[A]], %[[B]] : i1
//       CHECK: %[[SEL:.*]] = arith.select %[[A]], %[[V]], %[[W]] : i32
//       CHECK: scf.if %[[AND]] {
//  CHECK-NEXT:   "t.run"() : () -> ()
//  CHECK-NEXT: }
//       CHECK: return %[[SEL]]
func.func @if_nested(%a: i1, %b: i1, %v: i32, %w: i32) -> i32 {
  %0 = scf.if %a -> i32 {
    scf.if %b {
      "t.run"() : () -> ()
    }
    scf.yield %v : i32
  } else {
    scf.yield %w : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func @exec_region
//  CHECK-SAME: (%[[M:.*]]: memref<4xf32>)
//       CHECK: %[[V:.*]] = "t.val"() : () -> i64
//       CHECK: scf.execute_region no_inline {
//  CHECK-NEXT:   "t.side"() : () -> ()
//  CHECK-NEXT:   scf.yield
//  CHECK-NEXT: }
//       CHECK: return %[[V]], %[[M]]
func.func @exec_region(%m: memref<4xf32>) -> (i64, memref<4xf32>) {
  %0 = scf.execute_region -> i64 {
    %v = "t.val"() : () -> i64
    scf.yield %v : i64
  }
  %1 = scf.execute_region -> memref<4xf32> no_inline {
    "t.side"() : () -> ()
    scf.yield %m : memref<4xf32>
  }
  return %0, %1 : i64, memref<4xf32>
}

// -----

// CHECK-LABEL: func @switch
//  CHECK-SAME: (%[[I:.*]]: index, %[[M:.*]]: memref<i32>)
//   CHECK-DAG: %[[C7:.*]] = arith.constant 7 : i32
//   CHECK-DAG: %[[C5:.*]] = arith.constant 5 : i32
//       CHECK: memref.store %[[C7]], %[[M]][]
//       CHECK: scf.index_switch %[[I]]
//  CHECK-NEXT: case 3 {
//  CHECK-NEXT:   memref.store %[[C5]], %[[M]][]
//  CHECK-NEXT:   scf.yield
//  CHECK-NEXT: }
//  CHECK-NEXT: default {
//  CHECK-NEXT: }
//       CHECK: return %[[I]]
func.func @switch(%i: index, %m: memref<i32>) -> index {
  %c2 = arith.constant 2 : index
  scf.index_switch %c2
  case 1 {
    scf.yield
  }
  case 2 {
    %c7 = arith.constant 7 : i32
    memref.store %c7, %m[] : memref<i32>
    scf.yield
  }
  default {
    scf.yield
  }
  %r:2 = scf.index_switch %i -> i32, index
  case 3 {
    %c5 = arith.constant 5 : i32
    memref.store %c5, %m[] : memref<i32>
    scf.yield %c5, %i : i32, index
  }
  default {
    %c6 = arith.constant 6 : i32
    scf.yield %c6, %i : i32, index
  }
  return %r#1 : index
}

// -----

// CHECK-LABEL: func @for_loops
//  CHECK-SAME: (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[A:.*]]: i32, %[[B:.*]]: i32)
//       CHECK: %[[C3:.*]] = arith.constant 3 : index
//       CHECK: %[[K:.*]] = arith.muli %[[LB]], %[[C3]] : index
//       CHECK: "t.use"(%[[K]]) : (index) -> ()
//       CHECK: %[[R:.*]] = scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[C3]] iter_args(%[[X:.*]] = %[[A]]) -> (i32) {
//  CHECK-NEXT:   %[[S:.*]] = "t.f"(%[[X]], %[[B]], %[[X]]) : (i32, i32, i32) -> i32
//  CHECK-NEXT:   "t.g"() : () -> ()
//  CHECK-NEXT:   scf.yield %[[S]] : i32
//       CHECK: return %[[B]], %[[R]], %[[R]]
func.func @for_loops(%lb: index, %ub: index, %a: i32, %b: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %end = arith.addi %lb, %c1 overflow<nsw> : index
  scf.for %i = %lb to %end step %c1 {
    %k = arith.muli %i, %c3 : index
    "t.use"(%k) : (index) -> ()
  }
  %0 = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> i32 {
    scf.yield %b : i32
  }
  %1:3 = scf.for %i = %lb to %ub step %c3 iter_args(%x = %a, %y = %b, %z = %a) -> (i32, i32, i32) {
    %s = "t.f"(%x, %y, %z) : (i32, i32, i32) -> i32
    "t.g"() : () -> ()
    scf.yield %s, %y, %s : i32, i32, i32
  }
  return %0, %1#0, %1#2 : i32, i32, i32
}

// -----

// CHECK-LABEL: func @while_loops
//       CHECK: %[[T:.*]] = arith.constant true
//       CHECK: %[[W:.*]]:2 = scf.while : () -> (i64, f32) {
//       CHECK:   %[[P:.*]] = "t.p"() : () -> i64
//       CHECK:   %[[Q:.*]] = "t.q"() : () -> f32
//       CHECK:   %[[C:.*]] = "t.c"() : () -> i1
//       CHECK:   scf.condition(%[[C]]) %[[P]], %[[Q]] : i64, f32
//       CHECK: } do {
//       CHECK: ^bb0(%[[U:.*]]: i64, %[[V:.*]]: f32):
//       CHECK:   "t.use"(%[[U]], %[[U]], %[[V]], %[[T]]) : (i64, i64, f32, i1) -> ()
//       CHECK:   scf.yield
//       CHECK: return %[[W]]#0, %[[W]]#0, %[[W]]#1
func.func @while_loops(%init: i32) -> (i64, i64, f32) {
  %0:4 = scf.while (%unused = %init) : (i32) -> (i64, i64, f32, i1) {
    %p = "t.p"() : () -> i64
    %q = "t.q"() : () -> f32
    %c = "t.c"() : () -> i1
    scf.condition(%c) %p, %p, %q, %c : i64, i64, f32, i1
  } do {
  ^bb0(%u: i64, %u2: i64, %v: f32, %t: i1):
    "t.use"(%u, %u2, %v, %t) : (i64, i64, f32, i1) -> ()
    %n = "t.n"() : () -> i32
    scf.yield %n : i32
  }
  return %0#0, %0#1, %0#2 : i64, i64, f32
}

// -----

// CHECK-LABEL: func @while_cmp_align
//  CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: f32, %[[N:.*]]: i32)
//   CHECK-DAG: %[[F:.*]] = arith.constant false
//   CHECK-DAG: %[[T:.*]] = arith.constant true
//       CHECK: %[[W:.*]]:2 = scf.while (%[[X:.*]] = %[[A]], %[[Y:.*]] = %[[B]]) : (i32, f32) -> (i32, f32) {
//       CHECK:   %[[C:.*]] = arith.cmpi slt, %[[X]], %[[N]] : i32
//       CHECK:   scf.condition(%[[C]]) %[[X]], %[[Y]] : i32, f32
//       CHECK: } do {
//       CHECK: ^bb0(%[[X2:.*]]: i32, %[[Y2:.*]]: f32):
//       CHECK:   %[[G:.*]]:2 = "t.step"(%[[X2]], %[[Y2]], %[[T]], %[[F]]) : (i32, f32, i1, i1) -> (i32, f32)
//       CHECK:   scf.yield %[[G]]#0, %[[G]]#1 : i32, f32
//       CHECK: return %[[W]]#1, %[[W]]#0
func.func @while_cmp_align(%a: i32, %b: f32, %n: i32) -> (f32, i32) {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, f32) -> (f32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %y, %x : f32, i32
  } do {
  ^bb0(%y2: f32, %x2: i32):
    %lt = arith.cmpi slt, %x2, %n : i32
    %ge = arith.cmpi sge, %x2, %n : i32
    %g:2 = "t.step"(%x2, %y2, %lt, %ge) : (i32, f32, i1, i1) -> (i32, f32)
    scf.yield %g#0, %g#1 : i32, f32
  }
  return %0#0, %0#1 : f32, i32
}

// -----

// CHECK-LABEL: func @parallel_loops
//  CHECK-SAME: (%[[M:.*]]: memref<?x?xf32>, %[[N:.*]]: index, %[[K:.*]]: index, %[[V:.*]]: f32)
//   CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
//   CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
//   CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
//       CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[C0]], %[[C0]]) to (%[[N]], %[[K]]) step (%[[C1]], %[[C1]]) {
//  CHECK-NEXT:   memref.store %[[V]], %[[M]][%[[I]], %[[J]]] : memref<?x?xf32>
//  CHECK-NEXT:   scf.reduce
//  CHECK-NEXT: }
//       CHECK: memref.store %[[V]], %[[M]][%[[C2]], %[[C0]]] : memref<?x?xf32>
//  CHECK-NEXT: return
func.func @parallel_loops(%m: memref<?x?xf32>, %n: index, %k: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%k) step (%c1) {
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c2, %c0) to (%c3, %c1) step (%c2, %c2) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%n) to (%n) step (%c1) {
    memref.store %v, %m[%i, %i] : memref<?x?xf32>
    scf.reduce
  }
  return
}

// -----

// CHECK-LABEL: func @parallel_reduce
//  CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32)
//       CHECK: %[[P:.*]] = "t.produce"() : () -> f32
//       CHECK: %[[R:.*]] = arith.addf %[[A]], %[[P]] : f32
//       CHECK: return %[[R]], %[[B]]
func.func @parallel_reduce(%a: f32, %b: f32) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %0 = scf.parallel (%i) = (%c0) to (%c1) step (%c5) init(%a) -> f32 {
    %p = "t.produce"() : () -> f32
    scf.reduce(%p : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  %1 = scf.parallel (%i) = (%c5) to (%c1) step (%c1) init(%b) -> f32 {
    %p = "t.produce"() : () -> f32
    scf.reduce(%p : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.mulf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  return %0, %1 : f32, f32
}

// -----

// CHECK-LABEL: func @forall_zero
//  CHECK-SAME: (%[[T:.*]]: tensor<4xf32>, %[[N:.*]]: index)
//  CHECK-NEXT: return %[[T]]
func.func @forall_zero(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %0 = scf.forall (%i, %j) = (0, %n) to (4, %n) step (1, 1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %e = tensor.extract_slice %o[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %0 : tensor<4xf32>
}

// -----

// Iteration arguments passing each other one initial value around a cycle
// always hold it; a cycle with two initial values stays.
// CHECK-LABEL: func @for_cycles
//  CHECK-SAME: (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[S:.*]]: index, %[[A:.*]]: i32, %[[B:.*]]: i32)
//       CHECK: %[[R:.*]]:2 = scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[S]] iter_args(%[[X:.*]] = %[[A]], %[[Y:.*]] = %[[B]]) -> (i32, i32) {
//  CHECK-NEXT:   "t.use"(%[[X]], %[[A]]) : (i32, i32) -> ()
//  CHECK-NEXT:   scf.yield %[[Y]], %[[X]] : i32, i32
//       CHECK: return %[[A]], %[[A]], %[[A]], %[[R]]#0
func.func @for_cycles(%lb: index, %ub: index, %s: index, %a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %r:5 = scf.for %i = %lb to %ub step %s iter_args(%p = %a, %q = %a, %t = %a, %x = %a, %y = %b) -> (i32, i32, i32, i32, i32) {
    "t.use"(%x, %q) : (i32, i32) -> ()
    scf.yield %q, %t, %p, %y, %x : i32, i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, i32, i32
}
