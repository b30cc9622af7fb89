// --mlir-print-ir-after-all through a pipeline pass: the passes that
// buffer-deallocation-pipeline runs are dumped, not the pipeline pass itself,
// as mlir-opt 22 does.
// RUN: bufopt %s --canonicalize --buffer-deallocation-pipeline --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: mlir-opt %s --canonicalize --buffer-deallocation-pipeline --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s

// CHECK:      // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// CHECK-NOT:  Pipeline
// CHECK:      // -----// IR Dump After OwnershipBasedBufferDeallocationPass (ownership-based-buffer-deallocation) //----- //
// CHECK-NEXT: module {
// CHECK:      bufferization.dealloc
// CHECK:      // -----// IR Dump After LowerDeallocationsPass (bufferization-lower-deallocations) //----- //
// CHECK:      memref.dealloc %alloc : memref<4xf32>

func.func @f(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  memref.store %x, %m[%c0] : memref<4xf32>
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}
