// A cf.cond_br hands a function argument to its successor on one edge and
// a block allocates on the other.  Ownership-based deallocation lists the
// function arguments (ownership false) in each block's deallocs, and the
// ownership merged at the branch is `arith.select %c, %false, %false`.
// Simplification must, as upstream's greedy driver does, fold that select
// (its two operands are one constant value, even when they are two
// constant ops) and drop the false-conditioned memrefs; and a new
// allocation in ^bb1 is a different buffer from a function argument
// (the entry block's arguments dominate every block), so the allocation
// retained as itself is handed on with ownership true, no dealloc left in
// ^bb1.  The old code kept both selects and a dealloc of three memrefs.
// RUN: bufopt %s --split-input-file --ownership-based-buffer-deallocation --buffer-deallocation-simplification | FileCheck %s
// RUN: mlir-opt %s --split-input-file --ownership-based-buffer-deallocation --buffer-deallocation-simplification | FileCheck %s

// CHECK-LABEL: func.func @pick(
//  CHECK-SAME:     %[[c:.*]]: i1, %[[a:.*]]: memref<4xf32>, %[[out:.*]]: memref<4xf32>)
//   CHECK-DAG:   %[[true:.*]] = arith.constant true
//   CHECK-DAG:   %[[false:.*]] = arith.constant false
//   CHECK-NOT:   arith.select
//       CHECK:   cf.cond_br %[[c]], ^bb2(%[[a]], %[[false]] : memref<4xf32>, i1), ^bb1
//  CHECK-NEXT: ^bb1:
//  CHECK-NEXT:   %[[m:.*]] = memref.alloc() : memref<4xf32>
//  CHECK-NEXT:   memref.copy %[[a]], %[[m]]
//  CHECK-NEXT:   cf.br ^bb2(%[[m]], %[[true]] : memref<4xf32>, i1)
//  CHECK-NEXT: ^bb2(%[[j:.*]]: memref<4xf32>, %[[own:.*]]: i1):
//  CHECK-NEXT:   memref.copy %[[j]], %[[out]]
//  CHECK-NEXT:   %[[base:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[j]]
//  CHECK-NEXT:   bufferization.dealloc (%[[base]] : memref<f32>) if (%[[own]])
//  CHECK-NEXT:   return
func.func @pick(%c: i1, %a: memref<4xf32>, %out: memref<4xf32>) {
  cf.cond_br %c, ^join(%a : memref<4xf32>), ^make
^make:
  %0 = memref.alloc() : memref<4xf32>
  memref.copy %a, %0 : memref<4xf32> to memref<4xf32>
  cf.br ^join(%0 : memref<4xf32>)
^join(%m: memref<4xf32>):
  memref.copy %m, %out : memref<4xf32> to memref<4xf32>
  return
}

// -----

// Both edges pass an argument: each edge hands ownership false on, no
// dealloc before the branch; the join frees under its block argument.
// CHECK-LABEL: func.func @args_only(
//  CHECK-NEXT:   %[[false:.*]] = arith.constant false
//  CHECK-NEXT:   cf.cond_br %{{.*}}, ^bb1(%{{.*}}, %[[false]] : memref<4xf32>, i1), ^bb1(%{{.*}}, %[[false]] : memref<4xf32>, i1)
//  CHECK-NEXT: ^bb1(%[[j:.*]]: memref<4xf32>, %[[own:.*]]: i1):
//  CHECK-NEXT:   memref.copy
//  CHECK-NEXT:   %[[base:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[j]]
//  CHECK-NEXT:   bufferization.dealloc (%[[base]] : memref<f32>) if (%[[own]])
//  CHECK-NEXT:   return
func.func @args_only(%c: i1, %a: memref<4xf32>, %b: memref<4xf32>, %out: memref<4xf32>) {
  cf.cond_br %c, ^join(%a : memref<4xf32>), ^join(%b : memref<4xf32>)
^join(%m: memref<4xf32>):
  memref.copy %m, %out : memref<4xf32> to memref<4xf32>
  return
}
