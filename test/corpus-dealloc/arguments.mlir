// Buffer deallocation at function boundaries: arguments are never owned,
// so a function that returns its argument (or a view of it) hands the
// caller a clone, which the caller frees; the caller's own buffers are
// freed once, at the end.
//
// Before: every heap buffer leaks (the run fails on leaks).
// RUN: not bufopt %s --run > %t.ref
// RUN: not bufopt %s --run --heap-report > %t.before.out 2> %t.before.err
// RUN: diff %t.ref %t.before.out
// RUN: FileCheck %s --check-prefix=BEFORE --input-file %t.before.err
// After the three deallocation passes: the same output, nothing leaked, no
// heap error (double free, use after free), exit status 0.
// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification=fresh-call-results --bufferization-lower-deallocations -o %t.after.mlir
// RUN: bufopt %t.after.mlir --run --heap-report > %t.after.out 2> %t.after.err
// RUN: diff %t.ref %t.after.out
// RUN: FileCheck %s --check-prefix=AFTER --input-file %t.after.err
// The first two passes print what mlir-opt 22 prints:
// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification -o %t.simplified.mlir
// RUN: mlir-opt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification -o %t.simplified.up.mlir
// RUN: diff %t.simplified.mlir %t.simplified.up.mlir
// BEFORE: heap: allocs=3 frees=0 peak_bytes=72 leaked_bytes=72 copied_bytes=48 errors=3{{$}}
// AFTER: heap: allocs=5 frees=5 peak_bytes=112 leaked_bytes=0 copied_bytes=88 errors=0{{$}}
// AFTER-NOT: error

func.func @identity(%x: memref<3xf64>) -> memref<3xf64> {
  return %x : memref<3xf64>
}

func.func @tail(%x: memref<3xf64>) -> memref<2xf64, strided<[1], offset: 1>> {
  %t = memref.subview %x[1] [2] [1] : memref<3xf64> to memref<2xf64, strided<[1], offset: 1>>
  return %t : memref<2xf64, strided<[1], offset: 1>>
}

// Copies x into a fresh buffer and doubles its first element.
func.func @doubled_copy(%x: memref<3xf64>) -> memref<3xf64> {
  %c0 = arith.constant 0 : index
  %y = memref.alloc() : memref<3xf64>
  memref.copy %x, %y : memref<3xf64> to memref<3xf64>
  %v = memref.load %y[%c0] : memref<3xf64>
  %d = arith.addf %v, %v : f64
  memref.store %d, %y[%c0] : memref<3xf64>
  return %y : memref<3xf64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.5 : f64
  %a = memref.alloc() : memref<3xf64>
  linalg.fill ins(%f : f64) outs(%a : memref<3xf64>)
  %b = call @identity(%a) : (memref<3xf64>) -> memref<3xf64>
  %c = call @doubled_copy(%b) : (memref<3xf64>) -> memref<3xf64>
  %d = call @tail(%c) : (memref<3xf64>) -> memref<2xf64, strided<[1], offset: 1>>
  %e = call @doubled_copy(%c) : (memref<3xf64>) -> memref<3xf64>
  %v0 = memref.load %d[%c0] : memref<2xf64, strided<[1], offset: 1>>
  %v1 = memref.load %e[%c0] : memref<3xf64>
  %v2 = memref.load %b[%c2] : memref<3xf64>
  vector.print %v0 : f64
  vector.print %v1 : f64
  vector.print %v2 : f64
  return
}
