// Buffer deallocation through region control flow: a loop that carries a
// buffer (each iteration makes a new one from the previous), a loop whose
// body allocates and frees locally, an scf.if that yields either a fresh
// buffer or an existing one, an scf.while that carries a buffer, and
// arith.select between two buffers.
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

// x <- x + 1, n times; every iteration makes a new buffer from the last
// (n = 0 too: then the result is x itself, returned as a clone).
func.func @increment(%x: memref<2xf32>, %n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%cur = %x) -> memref<2xf32> {
    %next = memref.alloc() : memref<2xf32>
    memref.copy %cur, %next : memref<2xf32> to memref<2xf32>
    %v = memref.load %next[%c0] : memref<2xf32>
    %w = arith.addf %v, %one : f32
    memref.store %w, %next[%c0] : memref<2xf32>
    scf.yield %next : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// A scratch buffer per iteration, dead at its end.
func.func @sum_squares(%x: memref<2xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %tmp = memref.alloc() : memref<2xf32>
    memref.copy %x, %tmp : memref<2xf32> to memref<2xf32>
    %v = memref.load %tmp[%c0] : memref<2xf32>
    %sq = arith.mulf %v, %v : f32
    %a = arith.addf %acc, %sq : f32
    scf.yield %a : f32
  }
  return %s : f32
}

// A fresh buffer or the argument itself.
func.func @maybe_copy(%c: i1, %x: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %n = memref.alloc() : memref<2xf32>
    memref.copy %x, %n : memref<2xf32> to memref<2xf32>
    scf.yield %n : memref<2xf32>
  } else {
    scf.yield %x : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// Doubles x[0] while it is below the limit, in a new buffer each time.
func.func @double_until(%x: memref<2xf32>, %limit: f32) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %r = scf.while (%cur = %x) : (memref<2xf32>) -> memref<2xf32> {
    %v = memref.load %cur[%c0] : memref<2xf32>
    %go = arith.cmpf olt, %v, %limit : f32
    scf.condition(%go) %cur : memref<2xf32>
  } do {
  ^bb0(%b: memref<2xf32>):
    %n = memref.alloc() : memref<2xf32>
    memref.copy %b, %n : memref<2xf32> to memref<2xf32>
    %v = memref.load %n[%c0] : memref<2xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %n[%c0] : memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %true = arith.constant true
  %false = arith.constant false
  %f = arith.constant 1.5 : f32
  %limit = arith.constant 20.0 : f32
  %x = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f : f32) outs(%x : memref<2xf32>)
  %y = call @increment(%x, %c3) : (memref<2xf32>, index) -> memref<2xf32>
  %y0 = memref.load %y[%c0] : memref<2xf32>
  vector.print %y0 : f32
  // zero iterations: the loop's result is its initial buffer
  %y1 = call @increment(%y, %c0) : (memref<2xf32>, index) -> memref<2xf32>
  %y10 = memref.load %y1[%c0] : memref<2xf32>
  vector.print %y10 : f32
  %s = call @sum_squares(%y, %c3) : (memref<2xf32>, index) -> f32
  vector.print %s : f32
  %a = call @maybe_copy(%true, %y) : (i1, memref<2xf32>) -> memref<2xf32>
  %b = call @maybe_copy(%false, %y) : (i1, memref<2xf32>) -> memref<2xf32>
  %pick = arith.select %true, %a, %b : memref<2xf32>
  %p0 = memref.load %pick[%c0] : memref<2xf32>
  vector.print %p0 : f32
  %d = call @double_until(%b, %limit) : (memref<2xf32>, f32) -> memref<2xf32>
  %d0 = memref.load %d[%c0] : memref<2xf32>
  vector.print %d0 : f32
  %pp0 = call @ping_pong(%c0) : (index) -> f32
  vector.print %pp0 : f32
  %pp3 = call @ping_pong(%c3) : (index) -> f32
  vector.print %pp3 : f32
  return
}

// Ping-pong between two buffers the loop replaces each iteration; run with
// zero and with several iterations (the final dealloc frees the loop
// results apart from the initial buffers: equal only when the loop did
// not run, and then their ownership is false).
func.func @ping_pong(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<2xf32>)
  %b = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%b : memref<2xf32>)
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (memref<2xf32>, memref<2xf32>) {
    %p = memref.alloc() : memref<2xf32>
    memref.copy %y, %p : memref<2xf32> to memref<2xf32>
    %v = memref.load %p[%c0] : memref<2xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %p[%c0] : memref<2xf32>
    %q = memref.alloc() : memref<2xf32>
    memref.copy %x, %q : memref<2xf32> to memref<2xf32>
    scf.yield %p, %q : memref<2xf32>, memref<2xf32>
  }
  %s0 = memref.load %r#0[%c0] : memref<2xf32>
  %s1 = memref.load %r#1[%c0] : memref<2xf32>
  %s = arith.addf %s0, %s1 : f32
  return %s : f32
}
