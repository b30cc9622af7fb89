// Memrefs whose elements are vectors in the interpreter: allocated (the
// view carries the vector's dimensions last), stored into and loaded from
// whole vectors, copied, cast, and printed by the runner utils'
// printMemrefVector4x4xf32 with the text mlir-runner prints (upstream's
// VectorDataPrinter inside MemRefDataPrinter).  The same CHECK lines hold
// for `bufopt --run` and for the program lowered by mlir-opt 22 and run by
// mlir-runner.  The heap counts the one vector of padding the lowering asks
// malloc for (2 x 3 x 64 + 64 bytes, and 2 x 64 + 64).
// RUN: bufopt %s --run | FileCheck --strict-whitespace %s
// RUN: bufopt %s --run --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=HEAP
// RUN: mlir-opt %s --lower-affine --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --finalize-memref-to-llvm --convert-arith-to-llvm --convert-ub-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts -o %t.mlir
// RUN: mlir-runner %t.mlir -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils | FileCheck --strict-whitespace %s

func.func private @printMemrefVector4x4xf32(memref<?x?xvector<4x4xf32>>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2x3xvector<4x4xf32>>
  %v = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.5, -16.0]]> : vector<4x4xf32>
  %w = arith.constant dense<0.5> : vector<4x4xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      memref.store %w, %a[%i, %j] : memref<2x3xvector<4x4xf32>>
    }
  }
  memref.store %v, %a[%c1, %c1] : memref<2x3xvector<4x4xf32>>
  %x = memref.load %a[%c1, %c1] : memref<2x3xvector<4x4xf32>>
  // CHECK: ( ( 1, 2, 3, 4 ), ( 5, 6, 7, 8 ), ( 9, 10, 11, 12 ), ( 13, 14, 15.5, -16 ) )
  vector.print %x : vector<4x4xf32>
  %d = memref.cast %a : memref<2x3xvector<4x4xf32>> to memref<?x?xvector<4x4xf32>>
  %n = memref.dim %d, %c1 : memref<?x?xvector<4x4xf32>>
  // CHECK-NEXT: 3
  vector.print %n : index
  // CHECK-NEXT: Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data = 
  // CHECK-NEXT: {{^\[\[}}((0.5, 0.5, 0.5, 0.5),   (0.5, 0.5, 0.5, 0.5),   (0.5, 0.5, 0.5, 0.5),  (0.5, 0.5, 0.5, 0.5)),   ((0.5, 0.5, 0.5, 0.5),   (0.5, 0.5, 0.5, 0.5),   (0.5, 0.5, 0.5, 0.5),  (0.5, 0.5, 0.5, 0.5)),   ((0.5, 0.5, 0.5, 0.5),   (0.5, 0.5, 0.5, 0.5),   (0.5, 0.5, 0.5, 0.5),  (0.5, 0.5, 0.5, 0.5))], 
  // CHECK-NEXT: {{^}} [((0.5, 0.5, 0.5, 0.5),   (0.5, 0.5, 0.5, 0.5),   (0.5, 0.5, 0.5, 0.5),  (0.5, 0.5, 0.5, 0.5)),   ((1, 2, 3, 4),   (5, 6, 7, 8),   (9, 10, 11, 12),  (13, 14, 15.5, -16)),   ((0.5, 0.5, 0.5, 0.5),   (0.5, 0.5, 0.5, 0.5),   (0.5, 0.5, 0.5, 0.5),  (0.5, 0.5, 0.5, 0.5))]]
  call @printMemrefVector4x4xf32(%d) : (memref<?x?xvector<4x4xf32>>) -> ()
  // a copy of one row into a fresh buffer
  %b = memref.alloc() : memref<1x2xvector<4x4xf32>>
  memref.store %v, %b[%c0, %c0] : memref<1x2xvector<4x4xf32>>
  memref.store %w, %b[%c0, %c1] : memref<1x2xvector<4x4xf32>>
  %e = memref.alloc() : memref<1x2xvector<4x4xf32>>
  memref.copy %b, %e : memref<1x2xvector<4x4xf32>> to memref<1x2xvector<4x4xf32>>
  %ed = memref.cast %e : memref<1x2xvector<4x4xf32>> to memref<?x?xvector<4x4xf32>>
  // CHECK-NEXT: Memref base@ = {{.*}} rank = 2 offset = 0 sizes = [1, 2] strides = [2, 1] data = 
  // CHECK-NEXT: {{^\[\[}}((1, 2, 3, 4),   (5, 6, 7, 8),   (9, 10, 11, 12),  (13, 14, 15.5, -16)),   ((0.5, 0.5, 0.5, 0.5),   (0.5, 0.5, 0.5, 0.5),   (0.5, 0.5, 0.5, 0.5),  (0.5, 0.5, 0.5, 0.5))]]
  call @printMemrefVector4x4xf32(%ed) : (memref<?x?xvector<4x4xf32>>) -> ()
  memref.dealloc %a : memref<2x3xvector<4x4xf32>>
  memref.dealloc %b : memref<1x2xvector<4x4xf32>>
  memref.dealloc %e : memref<1x2xvector<4x4xf32>>
  // HEAP: heap: allocs=3 frees=3 peak_bytes=832 leaked_bytes=0 copied_bytes=128 errors=0
  return
}
