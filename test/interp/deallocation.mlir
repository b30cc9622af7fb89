// RUN: bufopt %s --run | FileCheck %s
// RUN: bufopt %s --run --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=HEAP
// RUN: not bufopt %s --run=free_null 2>&1 | FileCheck %s --check-prefix=NULL
// RUN: not bufopt %s --run=free_twice 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not bufopt %s --run=free_stack 2>&1 | FileCheck %s --check-prefix=STACK

// retain returns, for each retained memref, the first unused owner of its
// allocation (views match their allocation) and frees every other non-null
// owner; get_buffer is 0 for null and the base pointer otherwise.
// CHECK: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 1
// HEAP: heap: allocs=3 frees=3 peak_bytes=48 leaked_bytes=0 copied_bytes=0 errors=0
func.func @main() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  %oa = deallocation.own %a : memref<4xf32>
  %ob = deallocation.own %b : memref<4xf32>
  %oc = deallocation.own %c : memref<4xf32>
  %n = deallocation.null
  %sub = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  // %a's subview takes %oa, the second %a finds none, %c keeps %oc; %ob is freed.
  %r:3 = deallocation.retain(%sub, %a, %c) of(%n, %oa, %ob, %oc)
      : (memref<2xf32, strided<[1], offset: 1>>, memref<4xf32>, memref<4xf32>, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership, !deallocation.ownership)
      -> (!deallocation.ownership, !deallocation.ownership, !deallocation.ownership)
  %p0 = deallocation.get_buffer %r#0 : !deallocation.ownership
  %pa = deallocation.get_buffer %a : memref<4xf32>
  %e0 = arith.cmpi eq, %p0, %pa : index
  vector.print %e0 : i1
  %nz0 = arith.cmpi ne, %p0, %c0 : index
  vector.print %nz0 : i1
  %p1 = deallocation.get_buffer %r#1 : !deallocation.ownership
  %nz1 = arith.cmpi ne, %p1, %c0 : index
  vector.print %nz1 : i1
  %p2 = deallocation.get_buffer %r#2 : !deallocation.ownership
  %nz2 = arith.cmpi ne, %p2, %c0 : index
  vector.print %nz2 : i1
  %pn = deallocation.get_buffer %n : !deallocation.ownership
  %nzn = arith.cmpi ne, %pn, %c0 : index
  vector.print %nzn : i1
  %pb = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %same = arith.cmpi eq, %pb, %pa : index
  vector.print %same : i1
  deallocation.free %r#0
  deallocation.retain() of(%r#2, %r#1) : (!deallocation.ownership, !deallocation.ownership) -> ()
  return
}

// NULL: error: 'deallocation.free' op frees a null ownership
func.func @free_null() {
  %n = deallocation.null
  deallocation.free %n
  return
}

// TWICE: error: 'deallocation.free' op frees a pointer that is no live heap allocation
func.func @free_twice() {
  %a = memref.alloc() : memref<4xf32>
  %o = deallocation.own %a : memref<4xf32>
  deallocation.free %o
  deallocation.free %o
  return
}

// STACK: error: 'deallocation.retain' op frees a pointer that is no live heap allocation
func.func @free_stack() {
  %a = memref.alloca() : memref<4xf32>
  %o = deallocation.own %a : memref<4xf32>
  deallocation.retain() of(%o) : (!deallocation.ownership) -> ()
  return
}
