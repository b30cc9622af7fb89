// Buffer deallocation on a memref program whose functions are single
// blocks: fresh buffers that die in their function, a buffer handed to the
// caller, an alloca and a global (never freed).
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
// BEFORE: heap: allocs=5 frees=0 peak_bytes=80 leaked_bytes=80 copied_bytes=64 errors=5{{$}}
// AFTER: heap: allocs=5 frees=5 peak_bytes=64 leaked_bytes=0 copied_bytes=64 errors=0{{$}}
// AFTER-NOT: error

memref.global "private" constant @weights : memref<4xf32> = dense<[1.0, 2.0, 3.0, 4.0]>

// scale(x) = x * weights, in a new buffer the caller owns; the temporary
// copy of x dies here.
func.func @scale(%x: memref<4xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %w = memref.get_global @weights : memref<4xf32>
  %tmp = memref.alloc() : memref<4xf32>
  memref.copy %x, %tmp : memref<4xf32> to memref<4xf32>
  %out = memref.alloc() : memref<4xf32>
  memref.copy %w, %out : memref<4xf32> to memref<4xf32>
  %a0 = memref.load %tmp[%c0] : memref<4xf32>
  %b0 = memref.load %out[%c0] : memref<4xf32>
  %p0 = arith.mulf %a0, %b0 : f32
  memref.store %p0, %out[%c0] : memref<4xf32>
  %a3 = memref.load %tmp[%c3] : memref<4xf32>
  %b3 = memref.load %out[%c3] : memref<4xf32>
  %p3 = arith.mulf %a3, %b3 : f32
  memref.store %p3, %out[%c3] : memref<4xf32>
  return %out : memref<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f = arith.constant 10.0 : f32
  %x = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%x : memref<4xf32>)
  %y = call @scale(%x) : (memref<4xf32>) -> memref<4xf32>
  %z = call @scale(%y) : (memref<4xf32>) -> memref<4xf32>
  %s = memref.alloca() : memref<2xf32>
  %v0 = memref.load %z[%c0] : memref<4xf32>
  %v1 = memref.load %z[%c1] : memref<4xf32>
  %v3 = memref.load %z[%c3] : memref<4xf32>
  memref.store %v3, %s[%c1] : memref<2xf32>
  %s1 = memref.load %s[%c1] : memref<2xf32>
  vector.print %v0 : f32
  vector.print %v1 : f32
  vector.print %s1 : f32
  return
}
