// expand-realloc keeps a program's behaviour: the same output, every
// buffer freed once, no heap error (growing copies the old contents;
// shrinking reuses the buffer through reinterpret_cast).
// RUN: bufopt %s --run > %t.ref
// RUN: bufopt %s --expand-realloc -o %t.expanded.mlir
// RUN: bufopt %t.expanded.mlir --run --heap-report > %t.out 2> %t.err
// RUN: diff %t.ref %t.out
// RUN: FileCheck %s --input-file %t.err
// RUN: FileCheck %s --check-prefix=OUT --input-file %t.out
// RUN: mlir-opt %t.expanded.mlir > /dev/null
// CHECK: heap: allocs=2 frees=2 {{.*}} leaked_bytes=0 {{.*}} errors=0
// OUT: 7
// OUT-NEXT: 9
// OUT-NEXT: 3

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %v = arith.constant 7 : i32
  %w = arith.constant 9 : i32
  %m = memref.alloc() : memref<2xi32>
  memref.store %v, %m[%c0] : memref<2xi32>
  memref.store %w, %m[%c1] : memref<2xi32>
  %g = memref.realloc %m(%c5) : memref<2xi32> to memref<?xi32>
  memref.store %w, %g[%c3] : memref<?xi32>
  %s = memref.realloc %g(%c3) : memref<?xi32> to memref<?xi32>
  %a = memref.load %s[%c0] : memref<?xi32>
  %b = memref.load %s[%c1] : memref<?xi32>
  %d = memref.dim %s, %c0 : memref<?xi32>
  vector.print %a : i32
  vector.print %b : i32
  vector.print %d : index
  memref.dealloc %s : memref<?xi32>
  return
}
