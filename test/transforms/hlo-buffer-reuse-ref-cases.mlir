// RUN: bufopt %s --split-input-file --allow-unregistered-dialect --hlo-buffer-reuse | FileCheck %s

// Reference cases of ref-hlo.md section 10 (23, 26, 27) not in
// hlo-buffer-reuse.mlir, op for op.  The cleanup between the steps is
// upstream's greedy driver with no patterns: constants not at the top of
// the function move there (in reverse order, as mlir-opt's folder does).

// Case 23, double buffering in the before region of a while.
// CHECK-LABEL: func.func @double_buffer_while_before(
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %[[B:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %{{.*}}:2 = scf.while (%[[X:.*]] = %[[A]], %[[Y:.*]] = %[[B]])
// CHECK-NEXT: %[[C:.*]] = "test.cond"(%[[X]], %[[Y]])
// CHECK-NEXT: scf.condition(%[[C]]) %[[Y]], %[[X]]
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[P:.*]]: memref<4xf32>, %[[Q:.*]]: memref<4xf32>):
// CHECK-NEXT: scf.yield %[[P]], %[[Q]]
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @double_buffer_while_before(%init: memref<4xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  %w = scf.while (%a = %0) : (memref<4xf32>) -> memref<4xf32> {
    %n = memref.alloc() : memref<4xf32>
    %c = "test.cond"(%a, %n) : (memref<4xf32>, memref<4xf32>) -> i1
    memref.dealloc %a : memref<4xf32>
    scf.condition(%c) %n : memref<4xf32>
  } do {
  ^bb0(%b: memref<4xf32>):
    scf.yield %b : memref<4xf32>
  }
  memref.dealloc %w : memref<4xf32>
  return
}

// -----

// Case 27, @propagate_alignment_attr.
// CHECK-LABEL: func.func @propagate_alignment_attr(
// CHECK-NEXT: %[[A:.*]] = memref.alloca() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: "test.use"(%[[A]])
// CHECK-NEXT: return
func.func @propagate_alignment_attr() {
  %0 = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
  "test.use"(%0) : (memref<4xf32>) -> ()
  memref.dealloc %0 : memref<4xf32>
  return
}

// -----

// Case 26, the source is modified after the copy: no elimination, stack
// promotion only; the constants move to the top.
// CHECK-LABEL: func.func @copy_modified_after(
// CHECK-NEXT: %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NEXT: "some.op"(%[[A]])
// CHECK-NEXT: memref.copy %[[A]], %arg0
// CHECK-NEXT: memref.store %[[CST]], %[[A]][%[[C0]]]
// CHECK-NEXT: "other.op"(%[[A]])
// CHECK-NEXT: return
func.func @copy_modified_after(%arg: memref<4xf32> {deallocation.restrict = true}) {
  %foo = memref.alloc() : memref<4xf32>
  "some.op"(%foo) : (memref<4xf32>) -> ()
  memref.copy %foo, %arg : memref<4xf32> to memref<4xf32>
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  memref.store %v, %foo[%c0] : memref<4xf32>
  "other.op"(%foo) : (memref<4xf32>) -> ()
  memref.dealloc %foo : memref<4xf32>
  return
}

// -----

// Case 26, two copies to two restrict arguments, the dealloc after the
// second: the source becomes the second argument.
// CHECK-LABEL: func.func @two_copies(
// CHECK-NEXT: %[[CST:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: "some.op"(%arg1)
// CHECK-NEXT: memref.copy %arg1, %arg0
// CHECK-NEXT: memref.store %[[CST]], %arg1[%[[C0]]]
// CHECK-NEXT: "other.op"(%arg1)
// CHECK-NEXT: return
func.func @two_copies(%arg0: memref<4xf32> {deallocation.restrict = true}, %arg1: memref<4xf32> {deallocation.restrict = true}) {
  %foo = memref.alloc() : memref<4xf32>
  "some.op"(%foo) : (memref<4xf32>) -> ()
  memref.copy %foo, %arg0 : memref<4xf32> to memref<4xf32>
  %c0 = arith.constant 0 : index
  %v = arith.constant 1.0 : f32
  memref.store %v, %foo[%c0] : memref<4xf32>
  "other.op"(%foo) : (memref<4xf32>) -> ()
  memref.copy %foo, %arg1 : memref<4xf32> to memref<4xf32>
  memref.dealloc %foo : memref<4xf32>
  return
}

// -----

// Case 26, argument to argument: unchanged.
// CHECK-LABEL: func.func @arg_to_arg(
// CHECK-NEXT: memref.copy %arg0, %arg1
// CHECK-NEXT: return
func.func @arg_to_arg(%arg0: memref<4xf32> {deallocation.restrict = true}, %arg1: memref<4xf32> {deallocation.restrict = true}) {
  memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
  return
}
