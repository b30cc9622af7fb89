// RUN: bufopt %s --run | FileCheck %s
// RUN: bufopt %s --run --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=HEAP

// View ops share the allocation: a write through one view is seen through
// the others.  expand/collapse, reinterpret_cast, memref.view over bytes,
// extract_strided_metadata, realloc, alloca_scope and globals.
// CHECK: 7
// CHECK-NEXT: 7
// CHECK-NEXT: 7
// CHECK-NEXT: 2
// CHECK-NEXT: 4
// CHECK-NEXT: 5
// CHECK-NEXT: 1
// CHECK-NEXT: 7
// CHECK-NEXT: 3
// HEAP: heap: allocs=4 frees=4 peak_bytes=128 leaked_bytes=0 copied_bytes=0 errors=0
memref.global "private" @g : memref<2xi32> = dense<[3, 4]>
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %seven = arith.constant 7.0 : f32
  %m = memref.alloc() : memref<4x6xf32>
  %flat = memref.collapse_shape %m [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    scf.for %j = %c0 to %c3 step %c1 {
      %k = arith.muli %i, %c3 : index
      %kk = arith.addi %k, %j : index
      memref.store %f, %flat[%kk] : memref<24xf32>
    }
  }
  memref.store %seven, %m[%c1, %c2] : memref<4x6xf32>
  %e = memref.expand_shape %flat [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %v1 = memref.load %e[%c0, %c2, %c0] : memref<2x3x4xf32>
  vector.print %v1 : f32
  %c8 = arith.constant 8 : index
  %v2 = memref.load %flat[%c8] : memref<24xf32>
  vector.print %v2 : f32
  %r = memref.reinterpret_cast %m to offset: [8], sizes: [2, 2], strides: [1, 6] : memref<4x6xf32> to memref<2x2xf32, strided<[1, 6], offset: 8>>
  %v3 = memref.load %r[%c0, %c0] : memref<2x2xf32, strided<[1, 6], offset: 8>>
  vector.print %v3 : f32
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %r : memref<2x2xf32, strided<[1, 6], offset: 8>> -> memref<f32>, index, index, index, index, index
  vector.print %sizes#0 : index
  %bytes = memref.alloc() : memref<32xi8>
  %iv = memref.view %bytes[%c0][] : memref<32xi8> to memref<8xi32>
  %five = arith.constant 5 : i32
  memref.store %five, %iv[%c1] : memref<8xi32>
  %x = memref.load %iv[%c1] : memref<8xi32>
  %g = memref.get_global @g : memref<2xi32>
  %gv = memref.load %g[%c1] : memref<2xi32>
  vector.print %gv : i32
  vector.print %x : i32
  memref.dealloc %bytes : memref<32xi8>
  %small = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  memref.store %one, %small[%c0] : memref<2xf32>
  memref.store %seven, %small[%c1] : memref<2xf32>
  %big = memref.realloc %small : memref<2xf32> to memref<4xf32>
  %b0 = memref.load %big[%c0] : memref<4xf32>
  %b1 = memref.load %big[%c1] : memref<4xf32>
  vector.print %b0 : f32
  vector.print %b1 : f32
  memref.dealloc %big : memref<4xf32>
  %three = arith.constant 3.0 : f32
  %s = "memref.alloca_scope"() ({
    %a = memref.alloca() : memref<2xf32>
    memref.store %three, %a[%c0] : memref<2xf32>
    %l = memref.load %a[%c0] : memref<2xf32>
    "memref.alloca_scope.return"(%l) : (f32) -> ()
  }) : () -> f32
  vector.print %s : f32
  memref.dealloc %m : memref<4x6xf32>
  return
}
