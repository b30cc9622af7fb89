// RUN: bufopt %s --hlo-deallocation-to-scf | FileCheck %s
// The lowered program frees the same buffers as the retains: run both.
// RUN: bufopt %s --run=run --heap-report 2>&1 | FileCheck %s --check-prefix=HEAP
// RUN: bufopt %s --hlo-deallocation-to-scf | bufopt --run=run --heap-report 2>&1 | FileCheck %s --check-prefix=HEAP

// CHECK-LABEL: func.func @retain_nothing(
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[B:.*]] = deallocation.get_buffer %arg0 : !deallocation.ownership
// CHECK-NEXT: %[[NZ:.*]] = arith.cmpi ne, %[[B]], %[[C0]] : index
// CHECK-NEXT: scf.if %[[NZ]] {
// CHECK-NEXT: deallocation.free %arg0
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @retain_nothing(%o: !deallocation.ownership) {
  deallocation.retain() of(%o) : (!deallocation.ownership) -> ()
  return
}

// CHECK-LABEL: func.func @retain_something(
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[B:.*]] = deallocation.get_buffer %arg1 : !deallocation.ownership
// CHECK-NEXT: %[[N:.*]] = deallocation.null
// CHECK-NEXT: %[[P:.*]] = deallocation.get_buffer %arg0 : memref<2xf32>
// CHECK-NEXT: %[[S:.*]] = arith.cmpi eq, %[[P]], %[[B]] : index
// CHECK-NEXT: %[[T:.*]]:3 = scf.if %[[S]] -> (!deallocation.ownership, index, !deallocation.ownership) {
// CHECK-NEXT: scf.yield %[[N]], %[[C0]], %arg1
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1, %[[B]], %[[N]]
// CHECK-NEXT: }
// CHECK-NEXT: %[[NZ:.*]] = arith.cmpi ne, %[[T]]#1, %[[C0]] : index
// CHECK-NEXT: scf.if %[[NZ]] {
// CHECK-NEXT: deallocation.free %[[T]]#0
// CHECK-NEXT: }
// CHECK-NEXT: return %[[T]]#2
func.func @retain_something(%m: memref<2xf32>, %o: !deallocation.ownership) -> !deallocation.ownership {
  %r = deallocation.retain(%m) of(%o) : (memref<2xf32>, !deallocation.ownership) -> !deallocation.ownership
  return %r : !deallocation.ownership
}

// Two retained and two allocs: left for the general lowering.
// CHECK-LABEL: func.func @retain_general(
// CHECK: deallocation.retain(%arg0, %arg1) of(%arg2, %arg3)
func.func @retain_general(%x: memref<2xf32>, %y: memref<2xf32>, %a: !deallocation.ownership, %b: !deallocation.ownership) {
  %r:2 = deallocation.retain(%x, %y) of(%a, %b) : (memref<2xf32>, memref<2xf32>, !deallocation.ownership, !deallocation.ownership) -> (!deallocation.ownership, !deallocation.ownership)
  return
}

// One retained view, three owners (one of them its allocation): the view's
// owner is returned, the other two are freed, the returned one later.
// HEAP: heap: allocs=3 frees=3 peak_bytes=24 leaked_bytes=0 copied_bytes=0 errors=0
func.func @run() {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %c = memref.alloc() : memref<2xf32>
  %oa = deallocation.own %a : memref<2xf32>
  %ob = deallocation.own %b : memref<2xf32>
  %oc = deallocation.own %c : memref<2xf32>
  %v = memref.subview %b[1] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1], offset: 1>>
  %r = deallocation.retain(%v) of(%oa, %ob, %oc) : (memref<1xf32, strided<[1], offset: 1>>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership) -> !deallocation.ownership
  deallocation.retain() of(%r) : (!deallocation.ownership) -> ()
  return
}

// A retained unranked memref: get_buffer takes ranked memrefs only
// (upstream built an invalid one here), so the retain is left for the
// general lowering (hlo-deallocation-to-memref, or the LLVM one).
// CHECK-LABEL: func.func @retain_unranked(
// CHECK-NEXT: %[[R:.*]] = deallocation.retain(%arg0) of(%arg1) : (memref<*xf32>, !deallocation.ownership) -> !deallocation.ownership
// CHECK-NEXT: return %[[R]]
func.func @retain_unranked(%m: memref<*xf32>, %o: !deallocation.ownership) -> !deallocation.ownership {
  %r = deallocation.retain(%m) of(%o) : (memref<*xf32>, !deallocation.ownership) -> !deallocation.ownership
  return %r : !deallocation.ownership
}
