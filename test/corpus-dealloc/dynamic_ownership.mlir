// private-function-dynamic-ownership: a private function hands back its
// argument with ownership false instead of a clone; the caller must not
// free it twice, also with bufopt's fresh-call-results (calls to private
// functions are not taken as fresh buffers then).
//
// Before: the buffer leaks.
// RUN: not bufopt %s --run > %t.ref
// RUN: not bufopt %s --run --heap-report 2> %t.before.err
// RUN: FileCheck %s --check-prefix=BEFORE --input-file %t.before.err
// RUN: bufopt %s --ownership-based-buffer-deallocation=private-function-dynamic-ownership --buffer-deallocation-simplification=fresh-call-results --bufferization-lower-deallocations | bufopt --run --heap-report > %t.a.out 2> %t.a.err
// RUN: diff %t.ref %t.a.out
// RUN: FileCheck %s --check-prefix=AFTER --input-file %t.a.err
// RUN: bufopt %s --ownership-based-buffer-deallocation=private-function-dynamic-ownership --buffer-deallocation-simplification --bufferization-lower-deallocations | bufopt --run --heap-report > %t.b.out 2> %t.b.err
// RUN: diff %t.ref %t.b.out
// RUN: FileCheck %s --check-prefix=AFTER --input-file %t.b.err
// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification=fresh-call-results --bufferization-lower-deallocations | bufopt --run --heap-report > %t.c.out 2> %t.c.err
// RUN: diff %t.ref %t.c.out
// RUN: FileCheck %s --check-prefix=AFTER --input-file %t.c.err
// The ownership pass prints what mlir-opt 22 prints:
// RUN: bufopt %s --ownership-based-buffer-deallocation=private-function-dynamic-ownership -o %t.obd.mlir
// RUN: mlir-opt %s --ownership-based-buffer-deallocation=private-function-dynamic-ownership -o %t.obd.up.mlir
// RUN: diff %t.obd.mlir %t.obd.up.mlir
// BEFORE: leaked_bytes=8
// AFTER: heap: allocs=[[N:[0-9]+]] frees=[[N]] peak_bytes={{[0-9]+}} leaked_bytes=0 copied_bytes={{[0-9]+}} errors=0{{$}}

func.func private @pass(%a: memref<2xf32>) -> memref<2xf32> {
  return %a : memref<2xf32>
}
func.func @caller() -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %r = call @pass(%a) : (memref<2xf32>) -> memref<2xf32>
  return %r : memref<2xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %r = call @caller() : () -> memref<2xf32>
  memref.store %f, %r[%c0] : memref<2xf32>
  %v = memref.load %r[%c0] : memref<2xf32>
  vector.print %v : f32
  return
}
