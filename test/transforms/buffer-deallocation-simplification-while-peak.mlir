// The peak heap of a program whose while loops are split apart by
// buffer-deallocation-simplification (see
// buffer-deallocation-simplification-while-split.mlir): after the loops
// the fresh result of the second loop is freed on its own and the two
// buffers the first loop swapped are freed by a dealloc of 4 memrefs, so
// the lowering's helper arrays are smaller and come after the 16-byte
// buffer is gone.  bufopt's pipeline reaches upstream's peak, 72 bytes (98
// when the whole list stayed in one dealloc); the output is the same.
// RUN: bufopt %s --bufferization-pipeline | bufopt --run --heap-report 2>&1 | FileCheck %s
// RUN: mlir-opt %s --buffer-deallocation-pipeline | bufopt --run --heap-report 2>&1 | FileCheck %s
// CHECK-DAG: heap: allocs=46 frees=46 peak_bytes=72 leaked_bytes=0 copied_bytes=0 errors=0
// CHECK-DAG: {{^}}7{{$}}
// CHECK-DAG: {{^}}4{{$}}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  memref.store %one, %a[%c0] : memref<4xf32>
  memref.store %one, %b[%c0] : memref<4xf32>
  %r:3 = scf.while (%x = %a, %y = %b, %i = %c0) : (memref<4xf32>, memref<4xf32>, index) -> (memref<4xf32>, memref<4xf32>, index) {
    %go = arith.cmpi ult, %i, %c3 : index
    scf.condition(%go) %x, %y, %i : memref<4xf32>, memref<4xf32>, index
  } do {
  ^bb0(%x: memref<4xf32>, %y: memref<4xf32>, %i: index):
    %v = memref.load %x[%c0] : memref<4xf32>
    %s = arith.addf %v, %one : f32
    memref.store %s, %y[%c0] : memref<4xf32>
    %i2 = arith.addi %i, %c1 : index
    scf.yield %y, %x, %i2 : memref<4xf32>, memref<4xf32>, index
  }
  %w:2 = scf.while (%acc = %r#1, %i = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
    %f = memref.alloc() : memref<4xf32>
    %v = memref.load %acc[%c0] : memref<4xf32>
    %s = arith.addf %v, %one : f32
    memref.store %s, %f[%c0] : memref<4xf32>
    %go = arith.cmpi ult, %i, %c3 : index
    scf.condition(%go) %f, %i : memref<4xf32>, index
  } do {
  ^bb0(%f: memref<4xf32>, %i: index):
    %i2 = arith.addi %i, %c1 : index
    scf.yield %f, %i2 : memref<4xf32>, index
  }
  %s = memref.load %w#0[%c0] : memref<4xf32>
  %t = memref.load %r#0[%c0] : memref<4xf32>
  vector.print %s : f32
  vector.print %t : f32
  return
}
