// A pipeline of temporaries, each allocated before its first use and freed
// at the end of the function (where a naive placement puts every dealloc):
// four 1 KiB buffers live at once.
// optimize-allocation-liveness frees each right after its last use, through
// views, so at most two are live.
//
// RUN: bufopt %s --run --heap-report > %t.ref 2> %t.before.err
// RUN: FileCheck %s --check-prefix=BEFORE --input-file %t.before.err
// RUN: bufopt %s --optimize-allocation-liveness -o %t.after.mlir
// RUN: bufopt %t.after.mlir --run --heap-report > %t.after.out 2> %t.after.err
// RUN: diff %t.ref %t.after.out
// RUN: FileCheck %s --check-prefix=AFTER --input-file %t.after.err
// mlir-opt 22 places the deallocs at the same points:
// RUN: mlir-opt %s --optimize-allocation-liveness -o %t.up.mlir
// RUN: diff %t.after.mlir %t.up.mlir
// The other placement passes leave freed buffers where they are (as
// mlir-opt does here): same output, same heap.
// RUN: bufopt %s --buffer-hoisting --buffer-loop-hoisting --promote-buffers-to-stack -o %t.other.mlir
// RUN: mlir-opt %s --buffer-hoisting --buffer-loop-hoisting --promote-buffers-to-stack | diff %t.other.mlir -
// RUN: bufopt %t.other.mlir --run --heap-report > %t.other.out 2> %t.other.err
// RUN: diff %t.ref %t.other.out
// RUN: FileCheck %s --check-prefix=BEFORE --input-file %t.other.err
// BEFORE: heap: allocs=4 frees=4 peak_bytes=4096 leaked_bytes=0 copied_bytes=1024 errors=0{{$}}
// AFTER: heap: allocs=4 frees=4 peak_bytes=2048 leaked_bytes=0 copied_bytes=1024 errors=0{{$}}
// AFTER-NOT: error

func.func @stages(%seed: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c256 = arith.constant 256 : index
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<256xf32>
  // a[i] = seed + i
  scf.for %i = %c0 to %c256 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %v = arith.addf %seed, %fi : f32
    memref.store %v, %a[%i] : memref<256xf32>
  }
  // b = 2 * a
  %b = memref.alloc() : memref<256xf32>
  scf.for %i = %c0 to %c256 step %c1 {
    %v = memref.load %a[%i] : memref<256xf32>
    %w = arith.mulf %v, %two : f32
    memref.store %w, %b[%i] : memref<256xf32>
  }
  // c = b seen as 16x16
  %c = memref.alloc() : memref<16x16xf32>
  %b2 = memref.expand_shape %b [[0, 1]] output_shape [16, 16] : memref<256xf32> into memref<16x16xf32>
  memref.copy %b2, %c : memref<16x16xf32> to memref<16x16xf32>
  // d = c + seed
  %d = memref.alloc() : memref<256xf32>
  %cflat = memref.collapse_shape %c [[0, 1]] : memref<16x16xf32> into memref<256xf32>
  scf.for %i = %c0 to %c256 step %c1 {
    %v = memref.load %cflat[%i] : memref<256xf32>
    %w = arith.addf %v, %seed : f32
    memref.store %w, %d[%i] : memref<256xf32>
  }
  %row = memref.subview %d[16] [16] [1] : memref<256xf32> to memref<16xf32, strided<[1], offset: 16>>
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %row[%i] : memref<16xf32, strided<[1], offset: 16>>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  memref.dealloc %a : memref<256xf32>
  memref.dealloc %b : memref<256xf32>
  memref.dealloc %c : memref<16x16xf32>
  memref.dealloc %d : memref<256xf32>
  return %sum : f32
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %s = call @stages(%one) : (f32) -> f32
  vector.print %s : f32
  return
}
