// RUN: bufopt %s --split-input-file --ownership-based-buffer-deallocation | FileCheck %s
// RUN: bufopt %s --split-input-file --bufferization-pipeline | FileCheck %s --check-prefix=PIPE
// ownership-based-buffer-deallocation hands bufopt's take-over ops
// (krnl.seqinsert_move / krnl.seqerase_move, BO_MEM_CONSUMES) its ownership
// of the input sequence as their last operand, and gives it up: an
// argument is not owned (the op copies), a loop-carried sequence is owned
// as the iteration says (the op moves when it can, at run time).

// CHECK-LABEL: func.func @argument
// CHECK: %[[F:.*]] = arith.constant false
// CHECK: %[[R:.*]] = "krnl.seqerase_move"(%arg0, %arg1, %[[F]])
// CHECK-NOT: memref.dealloc %arg0
// CHECK: return %[[R]]
func.func @argument(%s: memref<?xmemref<2xf32>>, %p: index) -> memref<?xmemref<2xf32>> {
  %true = arith.constant true
  %0 = "krnl.seqerase_move"(%s, %p, %true) : (memref<?xmemref<2xf32>>, index, i1) -> memref<?xmemref<2xf32>>
  return %0 : memref<?xmemref<2xf32>>
}

// -----

// CHECK-LABEL: func.func @loop_carried
// CHECK: scf.for {{.*}} iter_args(%[[S:.*]] = %{{.*}}, %[[OWN:.*]] = %{{.*}}) -> (memref<?xmemref<1xf32>>, i1)
// CHECK: %[[I:.*]] = "krnl.seqinsert_move"(%[[S]], %{{.*}}, %{{.*}}, %[[OWN]])
// CHECK-NOT: memref.dealloc %[[S]]
// CHECK: scf.yield %[[I]], %{{.*}}
// PIPE-LABEL: func.func @loop_carried
// PIPE: scf.for {{.*}} iter_args(%[[S:.*]] = %{{.*}}, %[[OWN:.*]] = %{{.*}}) -> (memref<?xmemref<1xf32>>, i1)
// PIPE: scf.if %[[OWN]] {
// PIPE: memref.dealloc %[[S]] : memref<?xmemref<1xf32>>
// PIPE: } else {
// PIPE: memref.copy
// PIPE: }
func.func @loop_carried(%s0: memref<?xmemref<1xf32>>, %e: memref<1xf32>, %n: index) -> memref<?xmemref<1xf32>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %false = arith.constant false
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %s0) -> (memref<?xmemref<1xf32>>) {
    %s1 = "krnl.seqinsert_move"(%s, %e, %c0, %false) : (memref<?xmemref<1xf32>>, memref<1xf32>, index, i1) -> memref<?xmemref<1xf32>>
    scf.yield %s1 : memref<?xmemref<1xf32>>
  }
  return %r : memref<?xmemref<1xf32>>
}
