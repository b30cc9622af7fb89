// Buffers flowing through branches (cf.cond_br / cf.br) and a conditional
// (scf.if), before deallocation (where upstream's pipelines place the
// hoisting passes): buffer-hoisting moves the allocation that reaches the
// join block up to the entry block, and the ones yielded by the scf.if in
// front of it, so both sides allocate.  Nothing is freed (the runs report
// the leaks); the output stays the same after each placement pass and
// after all of them in upstream's order, and each prints what mlir-opt 22
// prints.
//
// RUN: not bufopt %s --run --heap-report > %t.ref 2> %t.ref.err
// RUN: FileCheck %s --check-prefix=BEFORE --input-file %t.ref.err
// RUN: bufopt %s --buffer-hoisting -o %t.hoist.mlir
// RUN: mlir-opt %s --buffer-hoisting | diff %t.hoist.mlir -
// RUN: not bufopt %t.hoist.mlir --run --heap-report > %t.hoist.out 2> %t.hoist.err
// RUN: diff %t.ref %t.hoist.out
// RUN: FileCheck %s --check-prefix=HOIST --input-file %t.hoist.err
// RUN: bufopt %s --buffer-hoisting --buffer-loop-hoisting --optimize-allocation-liveness -o %t.all.mlir
// RUN: mlir-opt %s --buffer-hoisting --buffer-loop-hoisting --optimize-allocation-liveness | diff %t.all.mlir -
// RUN: not bufopt %t.all.mlir --run --heap-report > %t.all.out 2> %t.all.err
// RUN: diff %t.ref %t.all.out
// RUN: FileCheck %s --check-prefix=HOIST --input-file %t.all.err
// BEFORE: heap: allocs=2 frees=0 peak_bytes=24 leaked_bytes=24 copied_bytes=16 errors=2{{$}}
// HOIST: heap: allocs=3 frees=0 peak_bytes=32 leaked_bytes=32 copied_bytes=16 errors=3{{$}}

// dst = src + 1 elementwise when p, else src; the temporary goes through
// the join block.
func.func @maybe_increment(%p: i1, %src: memref<4xi32>, %dst: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i32
  cf.cond_br %p, ^inc, ^join(%src : memref<4xi32>)
^inc:
  %t = memref.alloc() : memref<4xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %src[%i] : memref<4xi32>
    %y = arith.addi %x, %one : i32
    memref.store %y, %t[%i] : memref<4xi32>
  }
  cf.br ^join(%t : memref<4xi32>)
^join(%m: memref<4xi32>):
  memref.copy %m, %dst : memref<4xi32> to memref<4xi32>
  return
}

// One of two fresh 2-element buffers, (v, v) or (v, -v), and its sum.
func.func @pick_sum(%p: i1, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %r = scf.if %p -> memref<2xi32> {
    %a = memref.alloc() : memref<2xi32>
    memref.store %v, %a[%c0] : memref<2xi32>
    memref.store %v, %a[%c1] : memref<2xi32>
    scf.yield %a : memref<2xi32>
  } else {
    %b = memref.alloc() : memref<2xi32>
    %n = arith.subi %zero, %v : i32
    memref.store %v, %b[%c0] : memref<2xi32>
    memref.store %n, %b[%c1] : memref<2xi32>
    scf.yield %b : memref<2xi32>
  }
  %x = memref.load %r[%c0] : memref<2xi32>
  %y = memref.load %r[%c1] : memref<2xi32>
  %s = arith.addi %x, %y : i32
  return %s : i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %true = arith.constant true
  %seven = arith.constant 7 : i32
  %src = memref.get_global @values : memref<4xi32>
  %dst = memref.alloca() : memref<4xi32>
  call @maybe_increment(%true, %src, %dst) : (i1, memref<4xi32>, memref<4xi32>) -> ()
  %a = memref.load %dst[%c3] : memref<4xi32>
  vector.print %a : i32
  %s = call @pick_sum(%true, %seven) : (i1, i32) -> i32
  vector.print %s : i32
  return
}

memref.global "private" constant @values : memref<4xi32> = dense<[1, 2, 3, 4]>
