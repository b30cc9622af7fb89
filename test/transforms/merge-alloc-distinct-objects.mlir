// memref.distinct_objects lowers to an LLVM assumption that its operands
// live in separate allocations (llvm.intr.assume with separate_storage).
// merge-alloc used to pack such buffers into one arena as two views, which
// the interpreter accepts (their bytes do not overlap) but which breaks
// that assumption once lowered.  Their allocations now stay separate;
// a third buffer, not passed to the op, is still merged with its peer.
// RUN: bufopt %s --merge-alloc | FileCheck %s
// RUN: bufopt %s --merge-alloc | mlir-opt > /dev/null
// RUN: bufopt %s --merge-alloc | bufopt --run --heap-report 2>&1 | FileCheck %s --check-prefixes=OUT,HEAP

// CHECK-LABEL: func.func @main
// CHECK:       %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK:       %[[B:.*]] = memref.alloc() : memref<2xi32>
// CHECK:       memref.distinct_objects %[[A]], %[[B]] : memref<4xf32>, memref<2xi32>
// CHECK:       %[[ARENA:.*]] = memref.alloc() {alignment = 64 : i64} : memref<{{[0-9]+}}xi8>
// CHECK-COUNT-2: memref.view %[[ARENA]]
// CHECK-NOT:   memref.alloc()
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.5 : f32
  %i = arith.constant 7 : i32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<2xi32>
  %x, %y = memref.distinct_objects %a, %b : memref<4xf32>, memref<2xi32>
  memref.store %f, %x[%c1] : memref<4xf32>
  memref.store %i, %y[%c0] : memref<2xi32>
  %la = memref.load %a[%c1] : memref<4xf32>
  %lb = memref.load %b[%c0] : memref<2xi32>
  vector.print %la : f32
  vector.print %lb : i32
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<2xi32>
  %t = memref.alloc() : memref<8xf32>
  %u = memref.alloc() : memref<8xf32>
  memref.store %f, %t[%c0] : memref<8xf32>
  memref.store %f, %u[%c0] : memref<8xf32>
  %lt = memref.load %t[%c0] : memref<8xf32>
  %lu = memref.load %u[%c0] : memref<8xf32>
  %s = arith.addf %lt, %lu : f32
  vector.print %s : f32
  memref.dealloc %t : memref<8xf32>
  memref.dealloc %u : memref<8xf32>
  return
}
// The interpreter prints its heap report (stderr) before the output.
// HEAP: heap: allocs=3 frees=3 {{.*}} leaked_bytes=0 {{.*}} errors=0
// OUT: 2.5
// OUT-NEXT: 7
// OUT-NEXT: 5
