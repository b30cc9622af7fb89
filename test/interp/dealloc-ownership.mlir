// RUN: bufopt %s --run | FileCheck %s
// RUN: bufopt %s --run --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=HEAP

// bufferization.dealloc frees each memref whose condition is true, once per
// allocation, unless a retained memref aliases it; the result for each
// retained memref says whether ownership passed to it.
// CHECK: 1
// CHECK-NEXT: 0
// CHECK-NEXT: 0
// HEAP: heap: allocs=3 frees=3 peak_bytes=48 leaked_bytes=0 copied_bytes=0 errors=0
func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  %base, %off, %size, %stride = memref.extract_strided_metadata %a : memref<4xf32> -> memref<f32>, index, index, index
  %s = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  // %a is retained through its subview: not freed, ownership passes (1).
  // %b appears twice with true conditions: freed once.
  // %c has a false condition: not freed, and its retained flag is 0.
  %r:2 = bufferization.dealloc (%base, %b, %b, %c : memref<f32>, memref<4xf32>, memref<4xf32>, memref<4xf32>) if (%true, %true, %true, %false) retain (%s, %c : memref<2xf32, strided<[1], offset: 1>>, memref<4xf32>)
  vector.print %r#0 : i1
  vector.print %r#1 : i1
  %r2 = bufferization.dealloc (%base : memref<f32>) if (%true) retain (%c : memref<4xf32>)
  vector.print %r2 : i1
  memref.dealloc %c : memref<4xf32>
  return
}
