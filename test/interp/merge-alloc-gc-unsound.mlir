// graph-compiler's plan of this program is wrong (ref-merge-alloc.md
// 1.13.1): %a and %b are used in two sibling loops of an outer loop, it
// gives them the same bytes, and %a's value, carried to the next outer
// iteration, is clobbered by %b.  The interpreter's arena check reports it;
// merge-alloc's plan runs clean and prints what the original prints.
// RUN: bufopt %s --buffer-deallocation-pipeline | bufopt --run | FileCheck %s --check-prefix=OUT
// RUN: bufopt %s --gc-merge-alloc | not bufopt --run 2>&1 | FileCheck %s --check-prefix=GC
// RUN: bufopt %s --merge-alloc --buffer-deallocation-pipeline | bufopt --run --heap-report 2>&1 | FileCheck %s --check-prefixes=OUT,CLEAN
// GC: error: 'memref.load' op reads byte 0 of an arena through one logical buffer, but the byte was clobbered by a write through another one that shares it
// GC: note: the buffer read is the view made here
// GC: note: the clobbering write went through the view made here
// CLEAN: heap: allocs=1 frees=1 peak_bytes=128 leaked_bytes=0 copied_bytes=0 errors=0
// OUT: 1
// OUT-NEXT: 5
// OUT-NEXT: 2
// OUT-NEXT: 5
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<16xf32>
  memref.store %one, %a[%c0] : memref<16xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c1 step %c1 {
      %x = memref.load %a[%c0] : memref<16xf32>
      vector.print %x : f32
      %x2 = arith.addf %x, %one : f32
      memref.store %x2, %a[%c0] : memref<16xf32>
    }
    scf.for %j = %c0 to %c1 step %c1 {
      memref.store %five, %b[%c0] : memref<16xf32>
      %y = memref.load %b[%c0] : memref<16xf32>
      vector.print %y : f32
    }
  }
  return
}
