// buffer-deallocation-simplification telling apart two buffers an scf.for
// carries, where each iteration yields an scf.if result that is either a
// fresh allocation or a view of the same iter_arg (upstream's lit file
// OwnershipBasedBufferDeallocation/dealloc-loops.mlir, chunk 0): their
// origins (initial allocations, the allocations in the ifs) are all
// different allocations, so each dealloc is split per buffer, as upstream's
// local alias analysis does through region branches.
// RUN: bufopt %s --buffer-deallocation-simplification | FileCheck %s
// RUN: mlir-opt %s --buffer-deallocation-simplification | FileCheck %s

// CHECK-LABEL: func @two_carried
//       CHECK: scf.for
//       CHECK:   %[[D0:.+]] = bufferization.dealloc (%{{.+}} : memref<f32>) if (%{{.+}}) retain (%{{.+}} : memref<?xf32>)
//  CHECK-NEXT:   %[[D1:.+]] = bufferization.dealloc (%{{.+}} : memref<f32>) if (%{{.+}}) retain (%{{.+}} : memref<?xf32>)
//   CHECK-DAG:   arith.ori %[[D0]],
//   CHECK-DAG:   arith.ori %[[D1]],
//       CHECK:   scf.yield
//       CHECK: bufferization.dealloc (%{{.+}} : memref<?xf32>) if (%true) retain (%{{.+}} : memref<?xf32>)
//  CHECK-NEXT: bufferization.dealloc (%{{.+}} : memref<?xf32>) if (%true) retain (%{{.+}} : memref<?xf32>)
func.func @two_carried(%n: index, %s: index, %grow: i1) -> (memref<?xf32>, memref<?xf32>, i1, i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %false = arith.constant false
  %a = memref.alloc(%s) : memref<?xf32>
  %b = memref.alloc(%s) : memref<?xf32>
  %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b, %ox = %false, %oy = %false) -> (memref<?xf32>, memref<?xf32>, i1, i1) {
    %nx:2 = scf.if %grow -> (memref<?xf32>, i1) {
      %m = memref.alloc(%s) : memref<?xf32>
      scf.yield %m, %true : memref<?xf32>, i1
    } else {
      %v = memref.reinterpret_cast %x to offset: [0], sizes: [%s], strides: [1] : memref<?xf32> to memref<?xf32>
      scf.yield %v, %false : memref<?xf32>, i1
    }
    %ny:2 = scf.if %grow -> (memref<?xf32>, i1) {
      %m = memref.alloc(%s) : memref<?xf32>
      scf.yield %m, %true : memref<?xf32>, i1
    } else {
      %v = memref.reinterpret_cast %y to offset: [0], sizes: [%s], strides: [1] : memref<?xf32> to memref<?xf32>
      scf.yield %v, %false : memref<?xf32>, i1
    }
    %bx, %o1, %z1, %t1 = memref.extract_strided_metadata %x : memref<?xf32> -> memref<f32>, index, index, index
    %by, %o2, %z2, %t2 = memref.extract_strided_metadata %y : memref<?xf32> -> memref<f32>, index, index, index
    %d:2 = bufferization.dealloc (%bx, %by : memref<f32>, memref<f32>) if (%ox, %oy) retain (%nx#0, %ny#0 : memref<?xf32>, memref<?xf32>)
    %px = arith.ori %d#0, %nx#1 : i1
    %py = arith.ori %d#1, %ny#1 : i1
    scf.yield %nx#0, %ny#0, %px, %py : memref<?xf32>, memref<?xf32>, i1, i1
  }
  %e:2 = bufferization.dealloc (%a, %b : memref<?xf32>, memref<?xf32>) if (%true, %true) retain (%r#0, %r#1 : memref<?xf32>, memref<?xf32>)
  %f0 = arith.ori %e#0, %r#2 : i1
  %f1 = arith.ori %e#1, %r#3 : i1
  return %r#0, %r#1, %f0, %f1 : memref<?xf32>, memref<?xf32>, i1, i1
}
