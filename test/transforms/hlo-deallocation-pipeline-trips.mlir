// Trip-count independence (issue 12): a loop that allocates a temporary
// every iteration and a loop that replaces its carried buffer every
// iteration, each on its own, through --hlo-deallocation-pipeline: the
// number of heap allocations does not depend on the trip count (hoisting,
// double buffering and stack promotion), and everything is freed.
//   temporary per iteration: 0 heap allocations at 10 and at 1,000
//     iterations (the temporary is hoisted out of the loop; it and the
//     accumulator are promoted to the stack)
//   carried buffer replaced per iteration: 2 at 10 and at 1,000 (double
//     buffering: the init and one spare, swapped each iteration)
// Without hlo-buffer-reuse both grow with the trip count (1 + n).
// RUN: bufopt %s --hlo-deallocation-pipeline -o %t.mlir
// RUN: bufopt %t.mlir --run=temp10 --heap-report 2>&1 | FileCheck %s --check-prefix=TEMP10
// RUN: bufopt %t.mlir --run=temp1000 --heap-report 2>&1 | FileCheck %s --check-prefix=TEMP1000
// RUN: bufopt %t.mlir --run=carried10 --heap-report 2>&1 | FileCheck %s --check-prefix=CARRIED10
// RUN: bufopt %t.mlir --run=carried1000 --heap-report 2>&1 | FileCheck %s --check-prefix=CARRIED1000
// RUN: bufopt %s --pass-pipeline='builtin.module(hlo-deallocate,func.func(hlo-deallocation-simplification),hlo-deallocation-to-memref)' -o %t.noreuse.mlir
// RUN: bufopt %t.noreuse.mlir --run=temp1000 --heap-report 2>&1 | FileCheck %s --check-prefix=NOREUSE-TEMP
// RUN: bufopt %t.noreuse.mlir --run=carried1000 --heap-report 2>&1 | FileCheck %s --check-prefix=NOREUSE-CARRIED
// TEMP10: heap: allocs=0 frees=0 peak_bytes=0 leaked_bytes=0
// TEMP10-NEXT: 11
// TEMP1000: heap: allocs=0 frees=0 peak_bytes=0 leaked_bytes=0
// TEMP1000-NEXT: 1001
// CARRIED10: heap: allocs=2 frees=2 peak_bytes=8192 leaked_bytes=0
// CARRIED10-NEXT: 11
// CARRIED1000: heap: allocs=2 frees=2 peak_bytes=8192 leaked_bytes=0
// CARRIED1000-NEXT: 1001
// NOREUSE-TEMP: heap: allocs=1001 frees=1001
// NOREUSE-CARRIED: heap: allocs=1001 frees=1001
func.func @temp_loop(%n: index) -> f32 {
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
  %res = memref.load %acc[%c0] : memref<1024xf32>
  return %res : f32
}
func.func @carried_loop(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<1024xf32>
  memref.store %one, %init[%c0] : memref<1024xf32>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%b = %init) -> memref<1024xf32> {
    %nb = memref.alloc() : memref<1024xf32>
    %v = memref.load %b[%c0] : memref<1024xf32>
    %w = arith.addf %v, %one : f32
    memref.store %w, %nb[%c0] : memref<1024xf32>
    scf.yield %nb : memref<1024xf32>
  }
  %res = memref.load %r[%c0] : memref<1024xf32>
  return %res : f32
}
func.func @temp10() {
  %n = arith.constant 10 : index
  %r = func.call @temp_loop(%n) : (index) -> f32
  vector.print %r : f32
  return
}
func.func @temp1000() {
  %n = arith.constant 1000 : index
  %r = func.call @temp_loop(%n) : (index) -> f32
  vector.print %r : f32
  return
}
func.func @carried10() {
  %n = arith.constant 10 : index
  %r = func.call @carried_loop(%n) : (index) -> f32
  vector.print %r : f32
  return
}
func.func @carried1000() {
  %n = arith.constant 1000 : index
  %r = func.call @carried_loop(%n) : (index) -> f32
  vector.print %r : f32
  return
}
