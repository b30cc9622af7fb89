// Buffer deallocation through unstructured control flow: buffers passed
// to successor blocks (a fresh one on one edge, an argument on the other),
// a buffer live across blocks and freed where it dies, and a chain of
// blocks.
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
// Without the option, too:
// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification --bufferization-lower-deallocations | bufopt --run --heap-report > %t.plain.out 2> %t.plain.err
// RUN: diff %t.ref %t.plain.out
// RUN: FileCheck %s --check-prefix=AFTER-ZERO --input-file %t.plain.err
// The ownership pass prints what mlir-opt 22 prints, and upstream's
// pipeline output runs the same in our interpreter:
// RUN: bufopt %s --ownership-based-buffer-deallocation -o %t.obd.mlir
// RUN: mlir-opt %s --ownership-based-buffer-deallocation -o %t.obd.up.mlir
// RUN: diff %t.obd.mlir %t.obd.up.mlir
// RUN: mlir-opt %s --buffer-deallocation-pipeline | bufopt --run --heap-report > %t.up.out 2> %t.up.err
// RUN: diff %t.ref %t.up.out
// RUN: FileCheck %s --check-prefix=AFTER-ZERO --input-file %t.up.err
// BEFORE: leaked_bytes={{[1-9]}}
// AFTER: heap: allocs=[[N:[0-9]+]] frees=[[N]] peak_bytes={{[0-9]+}} leaked_bytes=0 copied_bytes={{[0-9]+}} errors=0{{$}}
// AFTER-NOT: error
// AFTER-ZERO: leaked_bytes=0 copied_bytes={{[0-9]+}} errors=0{{$}}

// A fresh scaled copy of x, or x itself, chosen by c; a scratch buffer is
// used on one path only.
func.func @scaled_or_same(%c: i1, %x: memref<2xf32>, %f: f32) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %scratch = memref.alloc() : memref<2xf32>
  memref.copy %x, %scratch : memref<2xf32> to memref<2xf32>
  cf.cond_br %c, ^scale, ^keep(%x : memref<2xf32>)
^scale:
  %n = memref.alloc() : memref<2xf32>
  memref.copy %scratch, %n : memref<2xf32> to memref<2xf32>
  %v = memref.load %n[%c0] : memref<2xf32>
  %w = arith.mulf %v, %f : f32
  memref.store %w, %n[%c0] : memref<2xf32>
  cf.br ^done(%n : memref<2xf32>)
^keep(%k: memref<2xf32>):
  cf.br ^done(%k : memref<2xf32>)
^done(%r: memref<2xf32>):
  return %r : memref<2xf32>
}

// Sum of x[0] and a temporary, through a chain of blocks.
func.func @chain(%x: memref<2xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %t = memref.alloc() : memref<2xf32>
  memref.copy %x, %t : memref<2xf32> to memref<2xf32>
  cf.br ^bb1
^bb1:
  %u = memref.alloc() : memref<2xf32>
  memref.copy %t, %u : memref<2xf32> to memref<2xf32>
  cf.br ^bb2
^bb2:
  %a = memref.load %t[%c0] : memref<2xf32>
  %b = memref.load %u[%c0] : memref<2xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  %false = arith.constant false
  %f = arith.constant 2.5 : f32
  %three = arith.constant 3.0 : f32
  %x = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%x : memref<2xf32>)
  %a = call @scaled_or_same(%true, %x, %three) : (i1, memref<2xf32>, f32) -> memref<2xf32>
  %b = call @scaled_or_same(%false, %a, %three) : (i1, memref<2xf32>, f32) -> memref<2xf32>
  %a0 = memref.load %a[%c0] : memref<2xf32>
  %b0 = memref.load %b[%c0] : memref<2xf32>
  vector.print %a0 : f32
  vector.print %b0 : f32
  %s = call @chain(%b) : (memref<2xf32>) -> f32
  vector.print %s : f32
  return
}
