// memref.generic_atomic_rmw: a region op that is no region branch, whose
// body computes a scalar without side effects (its verifier says so).  No
// memref and no allocation is inside it, so ownership-based deallocation
// treats it as a regionless op that accesses its memref operand, and frees
// the buffers around it.  mlir-opt 22 rejects it (it asks every op with
// regions to be a RegionBranchOpInterface); bufopt accepts it as an
// extension (memref.generic_atomic_rmw has no other way through).
// RUN: bufopt %s --split-input-file --ownership-based-buffer-deallocation | FileCheck %s
// RUN: bufopt %s --split-input-file --buffer-deallocation-pipeline | FileCheck %s --check-prefix=PIPE
// RUN: not mlir-opt %s --split-input-file --ownership-based-buffer-deallocation 2>&1 | FileCheck %s --check-prefix=UPSTREAM

// CHECK-LABEL: func.func @square(
//       CHECK:   %[[a:.*]] = memref.alloc() : memref<4xi32>
//       CHECK:   %[[old:.*]] = memref.generic_atomic_rmw %[[a]][
//       CHECK:     arith.muli
//       CHECK:     memref.atomic_yield
//       CHECK:   }
//       CHECK:   %[[base:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[a]]
//  CHECK-NEXT:   bufferization.dealloc (%[[base]] : memref<i32>) if (%true{{.*}})
//  CHECK-NEXT:   return %[[old]] : i32
// PIPE-LABEL: func.func @square(
//       PIPE:   %[[a:.*]] = memref.alloc() : memref<4xi32>
//       PIPE:   %[[old:.*]] = memref.generic_atomic_rmw %[[a]][
//       PIPE:   memref.dealloc %[[a]] : memref<4xi32>
//  PIPE-NEXT:   return %[[old]] : i32
// UPSTREAM: error: All operations with attached regions need to implement the RegionBranchOpInterface.
func.func @square(%i: index) -> i32 {
  %a = memref.alloc() : memref<4xi32>
  %old = memref.generic_atomic_rmw %a[%i] : memref<4xi32> {
  ^bb0(%x: i32):
    %y = arith.muli %x, %x : i32
    memref.atomic_yield %y : i32
  }
  return %old : i32
}

// -----

// An argument's buffer is not owned: nothing to free; a buffer chosen by
// scf.if is freed after the rmw under its ownership.
// CHECK-LABEL: func.func @chosen(
//       CHECK:   memref.generic_atomic_rmw
//       CHECK:   bufferization.dealloc
// PIPE-LABEL: func.func @chosen(
//  PIPE-SAME:     %[[c:[^:]*]]: i1
//       PIPE:   memref.generic_atomic_rmw
//       PIPE:   scf.if %[[c]] {
//  PIPE-NEXT:     memref.dealloc
func.func @chosen(%c: i1, %m: memref<4xi32>, %i: index, %v: i32) -> i32 {
  %t = scf.if %c -> memref<4xi32> {
    %a = memref.alloc() : memref<4xi32>
    scf.yield %a : memref<4xi32>
  } else {
    scf.yield %m : memref<4xi32>
  }
  %old = memref.generic_atomic_rmw %t[%i] : memref<4xi32> {
  ^bb0(%x: i32):
    %y = arith.maxsi %x, %v : i32
    memref.atomic_yield %y : i32
  }
  return %old : i32
}
