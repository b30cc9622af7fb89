// buffer-deallocation-simplification alone keeps the i1 ownerships that
// region ops carry, as upstream's pass does (its greedy driver folds ops,
// and scf.if / scf.for results are left to the canonicalizer): here the
// scf.if yields %false on both branches and keeps that result.  bufopt's
// pipelines ask for the fold (fold-region-ownerships); the old code folded
// always, so it dropped the scf.if's i1 result and the arith.ori.
// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification | FileCheck %s
// RUN: mlir-opt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification | FileCheck %s
// Byte for byte the same text:
// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification -o %t.bufopt.mlir
// RUN: mlir-opt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification -o %t.upstream.mlir
// RUN: diff %t.bufopt.mlir %t.upstream.mlir
// With the option, the plumbing folds away.
// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification=fold-region-ownerships | FileCheck %s --check-prefix=FOLD

// CHECK-LABEL: func.func @pass_through(
//       CHECK:   %[[false:.*]] = arith.constant false
//       CHECK:   %[[r:.*]]:2 = scf.for {{.*}} iter_args(%[[it:.*]] = %{{.*}}, %[[own:.*]] = %[[false]]) -> (memref<2xf32>, i1) {
//       CHECK:     %[[y:.*]]:2 = scf.if %{{.*}} -> (memref<2xf32>, i1) {
//  CHECK-NEXT:       scf.yield %{{.*}}, %[[false]] : memref<2xf32>, i1
//  CHECK-NEXT:     } else {
//  CHECK-NEXT:       scf.yield %[[it]], %[[false]] : memref<2xf32>, i1
//  CHECK-NEXT:     }
//       CHECK:     %[[d:.*]] = bufferization.dealloc (%{{.*}} : memref<f32>) if (%[[own]]) retain (%[[y]]#0 : memref<2xf32>)
//  CHECK-NEXT:     %[[o:.*]] = arith.ori %[[d]], %[[y]]#1 : i1
//  CHECK-NEXT:     scf.yield %[[y]]#0, %[[o]] : memref<2xf32>, i1

// FOLD-LABEL: func.func @pass_through(
//       FOLD:   scf.if %{{.*}} -> (memref<2xf32>) {
//   FOLD-NOT:   arith.ori
func.func @pass_through(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step iter_args(%it = %buf) -> memref<2xf32> {
    %c = arith.cmpi eq, %i, %ub : index
    %2 = scf.if %c -> (memref<2xf32>) {
      scf.yield %0 : memref<2xf32>
    } else {
      scf.yield %it : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %1, %res : memref<2xf32> to memref<2xf32>
  return
}
