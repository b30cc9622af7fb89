// RUN: not bufopt %s --run 2>&1 | FileCheck %s

// CHECK: double-free.mlir:[[@LINE+8]]:3: error: 'memref.dealloc' op double free
// CHECK: double-free.mlir:[[@LINE+5]]:8: note: heap allocation was allocated here
// CHECK: double-free.mlir:[[@LINE+5]]:3: note: and freed here
// CHECK-NOT: leak
func.func @main() {
  %c4 = arith.constant 4 : index
  %m = memref.alloc(%c4) : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  memref.dealloc %m : memref<?xf32>
  return
}
