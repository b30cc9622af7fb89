// Small temporaries that nothing frees (a 4x4 tile per loop iteration, a
// 16-byte scratch buffer inside a conditional) and one buffer returned to
// the caller.  promote-buffers-to-stack puts the small local ones on the
// stack: the leaks go away, the returned buffer stays on the heap and is
// freed by its caller, and the output is the same.
//
// Before: the temporaries leak (the run fails on leaks).
// RUN: not bufopt %s --run > %t.ref
// RUN: not bufopt %s --run --heap-report > %t.before.out 2> %t.before.err
// RUN: diff %t.ref %t.before.out
// RUN: FileCheck %s --check-prefix=BEFORE --input-file %t.before.err
// RUN: bufopt %s --promote-buffers-to-stack -o %t.after.mlir
// RUN: bufopt %t.after.mlir --run --heap-report > %t.after.out 2> %t.after.err
// RUN: diff %t.ref %t.after.out
// RUN: FileCheck %s --check-prefix=AFTER --input-file %t.after.err
// mlir-opt 22 promotes the same buffers:
// RUN: mlir-opt %s --promote-buffers-to-stack -o %t.up.mlir
// RUN: diff %t.after.mlir %t.up.mlir
// BEFORE: heap: allocs=6 frees=1 peak_bytes=528 leaked_bytes=272 copied_bytes=256 errors=5{{$}}
// AFTER: heap: allocs=1 frees=1 peak_bytes=256 leaked_bytes=0 copied_bytes=256 errors=0{{$}}
// AFTER-NOT: error

// A fresh 8x8 matrix m[i][j] = i * 8 + j, handed to the caller.
func.func @make_matrix() -> memref<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %m = memref.alloc() : memref<8x8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      %k = arith.muli %i, %c8 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %m[%i, %j] : memref<8x8xf32>
    }
  }
  return %m : memref<8x8xf32>
}

// Sum over the four 4x4 tiles of the largest element of each tile, each
// tile copied into a temporary first; plus, when `extra`, the first
// element read back through a 4-element scratch buffer.
func.func @tile_max_sum(%m: memref<8x8xf32>, %extra: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %t = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
    %ti = arith.divui %t, %c2 : index
    %tj = arith.remui %t, %c2 : index
    %r0 = arith.muli %ti, %c4 : index
    %q0 = arith.muli %tj, %c4 : index
    %tile = memref.alloc() : memref<4x4xf32>
    %src = memref.subview %m[%r0, %q0] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
    memref.copy %src, %tile : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<4x4xf32>
    %mx = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %zero) -> (f32) {
      %row = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (f32) {
        %x = memref.load %tile[%i, %j] : memref<4x4xf32>
        %y = arith.maximumf %b, %x : f32
        scf.yield %y : f32
      }
      scf.yield %row : f32
    }
    %n = arith.addf %acc, %mx : f32
    scf.yield %n : f32
  }
  %r = scf.if %extra -> (f32) {
    %scratch = memref.alloc() : memref<4xf32>
    %x = memref.load %m[%c0, %c1] : memref<8x8xf32>
    memref.store %x, %scratch[%c2] : memref<4xf32>
    %y = memref.load %scratch[%c2] : memref<4xf32>
    %z = arith.addf %sum, %y : f32
    scf.yield %z : f32
  } else {
    scf.yield %sum : f32
  }
  return %r : f32
}

func.func @main() {
  %true = arith.constant true
  %m = call @make_matrix() : () -> memref<8x8xf32>
  %s = call @tile_max_sum(%m, %true) : (memref<8x8xf32>, i1) -> f32
  memref.dealloc %m : memref<8x8xf32>
  vector.print %s : f32
  return
}
