// RUN: bufopt %s --hlo-deallocation-to-memref | FileCheck %s
// The lowered program frees exactly what the ownership ops freed:
// RUN: bufopt %s --run --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=HEAP
// RUN: bufopt %s --hlo-deallocation-to-scf --hlo-deallocation-to-memref | bufopt --run --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=HEAP
// RUN: bufopt %s --hlo-deallocation-to-memref | bufopt --run --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=HEAP
// RUN: bufopt %s --hlo-deallocation-to-memref | bufopt --run | FileCheck %s --check-prefix=OUT
// mlir-opt accepts the result:
// RUN: bufopt %s --hlo-deallocation-to-scf --hlo-deallocation-to-memref | mlir-opt > /dev/null

// Ownership values become i1 flags; own is true, null false; a free is a
// dealloc of the memref the ownership holds, under its flag.
// CHECK-LABEL: func.func @loop(
// CHECK-SAME: -> (memref<4xf32>, i1)
// CHECK-NOT: deallocation.
// CHECK: scf.for {{.*}} -> (memref<4xf32>, i1)
// CHECK: scf.if %{{.*}} {
// CHECK-NEXT: memref.dealloc %{{.*}} : memref<4xf32>
// CHECK-NOT: deallocation.
func.func @loop(%n: index) -> (memref<4xf32>, !deallocation.ownership) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %oa = deallocation.own %a : memref<4xf32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %ox = %oa) -> (memref<4xf32>, !deallocation.ownership) {
    %b = memref.alloc() : memref<4xf32>
    %ob = deallocation.own %b : memref<4xf32>
    deallocation.retain() of(%ox) : (!deallocation.ownership) -> ()
    scf.yield %b, %ob : memref<4xf32>, !deallocation.ownership
  }
  return %r#0, %r#1 : memref<4xf32>, !deallocation.ownership
}

// The general retain (two retained, three allocs) as flag arithmetic.
// CHECK-LABEL: func.func @main(
// CHECK-NOT: deallocation.
func.func @main() {
  %c3 = arith.constant 3 : index
  %r:2 = func.call @loop(%c3) : (index) -> (memref<4xf32>, !deallocation.ownership)
  %a = memref.alloc() : memref<4xf32>
  %oa = deallocation.own %a : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %ob = deallocation.own %b : memref<4xf32>
  %v = memref.subview %a[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  %k:2 = deallocation.retain(%v, %r#0) of(%ob, %oa, %r#1)
      : (memref<2xf32, strided<[1], offset: 2>>, memref<4xf32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership)
      -> (!deallocation.ownership, !deallocation.ownership)
  %n = deallocation.null
  %c0 = arith.constant 0 : index
  %p = deallocation.get_buffer %k#0 : !deallocation.ownership
  %q = deallocation.get_buffer %n : !deallocation.ownership
  %z = arith.cmpi ne, %p, %q : index
  vector.print %z : i1
  deallocation.free %k#0
  deallocation.retain() of(%k#1) : (!deallocation.ownership) -> ()
  return
}
// OUT: 1
// HEAP: heap: allocs=6 frees=6 peak_bytes=48 leaked_bytes=0 copied_bytes=0 errors=0
