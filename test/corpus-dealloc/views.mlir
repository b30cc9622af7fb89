// Buffer deallocation through views: a function returns a subview of its
// own allocation (the caller frees the whole buffer through the view's base
// buffer), views of temporaries (expand_shape, collapse_shape,
// reinterpret_cast) die with them, and a global is never freed.
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
// Without the simplification the lowering compares aligned pointers at
// run time: a retained subview has its buffer's pointer, so the buffer is
// handed on, not freed (a use after free before the interpreter's pointers
// ignored the view offset, as MLIR's descriptors do):
// RUN: bufopt %s --ownership-based-buffer-deallocation --bufferization-lower-deallocations | bufopt --run --heap-report > %t.runtime.out 2> %t.runtime.err
// RUN: diff %t.ref %t.runtime.out
// RUN: FileCheck %s --check-prefix=RUNTIME --input-file %t.runtime.err
// The first two passes print what mlir-opt 22 prints:
// RUN: bufopt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification -o %t.simplified.mlir
// RUN: mlir-opt %s --ownership-based-buffer-deallocation --buffer-deallocation-simplification -o %t.simplified.up.mlir
// RUN: diff %t.simplified.mlir %t.simplified.up.mlir
// BEFORE: heap: allocs=3 frees=0 peak_bytes=64 leaked_bytes=64 copied_bytes=16 errors=3{{$}}
// AFTER: heap: allocs=3 frees=3 peak_bytes=64 leaked_bytes=0 copied_bytes=16 errors=0{{$}}
// AFTER-NOT: error
// RUNTIME: heap: allocs=[[N:[0-9]+]] frees=[[N]] peak_bytes={{[0-9]+}} leaked_bytes=0 copied_bytes=16 errors=0{{$}}

memref.global "private" constant @table : memref<2x2xi32> = dense<[[1, 2], [3, 4]]>

// The upper half of a fresh 8-element buffer, filled with v.
func.func @upper_half(%v: i32) -> memref<4xi32, strided<[1], offset: 4>> {
  %buf = memref.alloc() : memref<8xi32>
  linalg.fill ins(%v : i32) outs(%buf : memref<8xi32>)
  %half = memref.subview %buf[4] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: 4>>
  return %half : memref<4xi32, strided<[1], offset: 4>>
}

// Sum of two corners of a 2x2 temporary, written and read through views.
func.func @corners(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %flat = memref.alloc() : memref<4xi32>
  linalg.fill ins(%x : i32) outs(%flat : memref<4xi32>)
  %square = memref.expand_shape %flat [[0, 1]] output_shape [2, 2] : memref<4xi32> into memref<2x2xi32>
  %g = memref.get_global @table : memref<2x2xi32>
  %t = memref.load %g[%c1, %c1] : memref<2x2xi32>
  memref.store %t, %square[%c1, %c1] : memref<2x2xi32>
  %other = memref.alloc() : memref<2x2xi32>
  memref.copy %square, %other : memref<2x2xi32> to memref<2x2xi32>
  %line = memref.collapse_shape %other [[0, 1]] : memref<2x2xi32> into memref<4xi32>
  %pair = memref.reinterpret_cast %flat to offset: [2], sizes: [2], strides: [1] : memref<4xi32> to memref<2xi32, strided<[1], offset: 2>>
  %a = memref.load %line[%c0] : memref<4xi32>
  %b = memref.load %pair[%c1] : memref<2xi32, strided<[1], offset: 2>>
  %s = arith.addi %a, %b : i32
  return %s : i32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %seven = arith.constant 7 : i32
  %h = call @upper_half(%seven) : (i32) -> memref<4xi32, strided<[1], offset: 4>>
  %h0 = memref.load %h[%c0] : memref<4xi32, strided<[1], offset: 4>>
  %h3 = memref.load %h[%c3] : memref<4xi32, strided<[1], offset: 4>>
  %s = call @corners(%h3) : (i32) -> i32
  vector.print %h0 : i32
  vector.print %s : i32
  return
}
