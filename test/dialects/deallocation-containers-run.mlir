// A container (a memref of memrefs) owns the buffers in its slots while
// ownership values exist: freeing it through the deallocation dialect
// (retain, free) frees them too, and so do the lowerings of those ops
// (hlo-deallocation-to-scf: free under scf.if; hlo-deallocation-to-memref:
// krnl.seqdealloc, the deep free).  The checked heap sees no leak at any
// of the three stages (a shallow free leaked the two elements).
// RUN: bufopt %s --run=main --heap-report 2>&1 | FileCheck %s
// RUN: bufopt %s --hlo-deallocation-to-scf | bufopt --run=main --heap-report 2>&1 | FileCheck %s
// RUN: bufopt %s --hlo-deallocation-to-scf --hlo-deallocation-to-memref | FileCheck %s --check-prefix=LOWERED
// RUN: bufopt %s --hlo-deallocation-to-scf --hlo-deallocation-to-memref | bufopt --run=main --heap-report 2>&1 | FileCheck %s
// CHECK: heap: allocs=6 frees=6 {{.*}} leaked_bytes=0 {{.*}} errors=0
// CHECK-NEXT: 3
// CHECK-NEXT: 4
// LOWERED-LABEL: func.func @main(
// LOWERED-NOT: deallocation.
// LOWERED: "krnl.seqdealloc"(%{{.*}}) : (memref<?xmemref<2xf32>>) -> ()
// LOWERED-NOT: deallocation.
// LOWERED: "krnl.seqdealloc"(%{{.*}}) : (memref<?xmemref<2xf32>>) -> ()
// LOWERED-NOT: memref.dealloc
func.func @fill(%n: index) -> memref<?xmemref<2xf32>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f3 = arith.constant 3.0 : f32
  %f4 = arith.constant 4.0 : f32
  %c = memref.alloc(%n) : memref<?xmemref<2xf32>>
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.store %f3, %a[%c0] : memref<2xf32>
  memref.store %f4, %b[%c0] : memref<2xf32>
  memref.store %a, %c[%c0] : memref<?xmemref<2xf32>>
  memref.store %b, %c[%c1] : memref<?xmemref<2xf32>>
  return %c : memref<?xmemref<2xf32>>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = func.call @fill(%c2) : (index) -> memref<?xmemref<2xf32>>
  %ox = deallocation.own %x : memref<?xmemref<2xf32>>
  %e = memref.load %x[%c0] : memref<?xmemref<2xf32>>
  %v = memref.load %e[%c0] : memref<2xf32>
  vector.print %v : f32
  deallocation.retain() of(%ox) : (!deallocation.ownership) -> ()
  %y = func.call @fill(%c2) : (index) -> memref<?xmemref<2xf32>>
  %oy = deallocation.own %y : memref<?xmemref<2xf32>>
  %g = memref.load %y[%c1] : memref<?xmemref<2xf32>>
  %w = memref.load %g[%c0] : memref<2xf32>
  vector.print %w : f32
  deallocation.free %oy
  return
}
