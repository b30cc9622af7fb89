// Memrefs of vectors reach only the ops the interpreter handles them in
// (alloc, load, store, copy, cast, dim, rank, dealloc, the deallocation
// ops' metadata); any other op touching one is refused where it runs, so
// that no op reads the view as a memref of scalars.
// RUN: not bufopt %s --run 2>&1 | FileCheck %s

func.func @main() {
  %a = memref.alloc() : memref<4xvector<2xf32>>
  // CHECK: vector-memref-errors.mlir:[[@LINE+1]]:8: error: 'memref.subview' op cannot be interpreted: memrefs of vectors are not supported by this op yet
  %s = memref.subview %a[1] [2] [1] : memref<4xvector<2xf32>> to memref<2xvector<2xf32>, strided<[1], offset: 1>>
  memref.dealloc %a : memref<4xvector<2xf32>>
  return
}
