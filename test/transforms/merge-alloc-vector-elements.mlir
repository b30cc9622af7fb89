// merge-alloc sizes a vector element as LLVM lays it out (a 1-D vector's
// bytes rounded up to a power of two; an N-D vector an array of its
// innermost 1-D vectors), so buffers of vectors merge like any other:
// before, their element size was 0 and they were never merged.  The
// interpreter runs a memref.view of vectors out of the i8 arena (it
// refused one before), and the merged program prints what the original
// prints, under mlir-runner too.
// RUN: bufopt %s --merge-alloc | FileCheck %s --check-prefix=MERGE
// RUN: bufopt %s --merge-alloc | mlir-opt > /dev/null
// RUN: bufopt %s --run | FileCheck %s --check-prefix=OUT
// RUN: bufopt %s --merge-alloc | bufopt --run --heap-report 2>&1 | FileCheck %s --check-prefixes=OUT,HEAP
// RUN: bufopt %s --merge-alloc | mlir-opt --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --expand-strided-metadata --finalize-memref-to-llvm --convert-arith-to-llvm --convert-cf-to-llvm --convert-func-to-llvm --convert-ub-to-llvm --reconcile-unrealized-casts | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_c_runner_utils | FileCheck %s --check-prefix=OUT

// Three buffers of vector<3xf32> (16 bytes each as laid out, not 12) and
// one of vector<2x2xf64> (2 x 16): all live together, one arena.
// MERGE-LABEL: func.func @main
// MERGE:       %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<[[N:[0-9]+]]xi8>
// MERGE-COUNT-3: memref.view %[[ARENA]][%{{.*}}][] : memref<[[N]]xi8> to memref<2xvector<3xf32>>
// MERGE:       memref.view %[[ARENA]][%{{.*}}][] : memref<[[N]]xi8> to memref<1xvector<2x2xf64>>
// MERGE-NOT:   memref.alloc()
// HEAP: heap: allocs=1 frees=1 peak_bytes=96
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2xvector<3xf32>>
  %b = memref.alloc() : memref<2xvector<3xf32>>
  %c = memref.alloc() : memref<2xvector<3xf32>>
  %d = memref.alloc() : memref<1xvector<2x2xf64>>
  %v1 = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %v2 = arith.constant dense<[4.0, 5.0, 6.0]> : vector<3xf32>
  %w = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf64>
  memref.store %v1, %a[%c0] : memref<2xvector<3xf32>>
  memref.store %v2, %a[%c1] : memref<2xvector<3xf32>>
  memref.store %v2, %b[%c0] : memref<2xvector<3xf32>>
  memref.store %v1, %b[%c1] : memref<2xvector<3xf32>>
  memref.store %w, %d[%c0] : memref<1xvector<2x2xf64>>
  %x0 = memref.load %a[%c0] : memref<2xvector<3xf32>>
  %y0 = memref.load %b[%c0] : memref<2xvector<3xf32>>
  %x1 = memref.load %a[%c1] : memref<2xvector<3xf32>>
  %y1 = memref.load %b[%c1] : memref<2xvector<3xf32>>
  %s0 = arith.addf %x0, %y0 : vector<3xf32>
  %s1 = arith.mulf %x1, %y1 : vector<3xf32>
  memref.store %s0, %c[%c0] : memref<2xvector<3xf32>>
  memref.store %s1, %c[%c1] : memref<2xvector<3xf32>>
  %p0 = memref.load %c[%c0] : memref<2xvector<3xf32>>
  %p1 = memref.load %c[%c1] : memref<2xvector<3xf32>>
  %q = memref.load %d[%c0] : memref<1xvector<2x2xf64>>
  // OUT: ( 5, 7, 9 )
  // OUT-NEXT: ( 4, 10, 18 )
  // OUT-NEXT: ( ( 1, 2 ), ( 3, 4 ) )
  vector.print %p0 : vector<3xf32>
  vector.print %p1 : vector<3xf32>
  vector.print %q : vector<2x2xf64>
  memref.dealloc %a : memref<2xvector<3xf32>>
  memref.dealloc %b : memref<2xvector<3xf32>>
  memref.dealloc %c : memref<2xvector<3xf32>>
  memref.dealloc %d : memref<1xvector<2x2xf64>>
  return
}
