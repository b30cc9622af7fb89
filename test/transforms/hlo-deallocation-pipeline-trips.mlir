// A loop that allocates a temporary every iteration and a loop that
// replaces its carried buffer every iteration allocate the same number of
// heap buffers whatever the trip count (hoisting, double buffering, stack
// promotion), and free them all.
// RUN: bufopt %s --hlo-deallocation-pipeline -o %t.mlir
// RUN: bufopt %t.mlir --run=run10 --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=TEN
// RUN: bufopt %t.mlir --run=run1000 --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=THOUSAND
// Without buffer reuse, the count grows with the trip count:
// RUN: bufopt %s --pass-pipeline='builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification),hlo-deallocation-to-memref)' -o %t.noreuse.mlir
// RUN: bufopt %t.noreuse.mlir --run=run1000 --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=NOREUSE
// TEN: heap: allocs=2 frees=2 peak_bytes=8192 leaked_bytes=0
// THOUSAND: heap: allocs=2 frees=2 peak_bytes=8192 leaked_bytes=0
// NOREUSE: heap: allocs=2001 frees=2001
func.func @work(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %acc = memref.alloc() : memref<1024xf32>
  memref.store %one, %acc[%c0] : memref<1024xf32>
  scf.for %k = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<1024xf32>
    %v = memref.load %acc[%c0] : memref<1024xf32>
    %w = arith.addf %v, %one : f32
    memref.store %w, %t[%c0] : memref<1024xf32>
    %x = memref.load %t[%c0] : memref<1024xf32>
    memref.store %x, %acc[%c0] : memref<1024xf32>
  }
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%b = %acc) -> memref<1024xf32> {
    %nb = memref.alloc() : memref<1024xf32>
    %v = memref.load %b[%c0] : memref<1024xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %nb[%c0] : memref<1024xf32>
    scf.yield %nb : memref<1024xf32>
  }
  %res = memref.load %r[%c0] : memref<1024xf32>
  return %res : f32
}
func.func @run10() {
  %n = arith.constant 10 : index
  %r = func.call @work(%n) : (index) -> f32
  vector.print %r : f32
  return
}
func.func @run1000() {
  %n = arith.constant 1000 : index
  %r = func.call @work(%n) : (index) -> f32
  vector.print %r : f32
  return
}
