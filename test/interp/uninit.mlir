// RUN: not bufopt %s --run 2>&1 | FileCheck %s
// RUN: bufopt %s --run --run-allow-uninit 2>&1 | FileCheck %s --check-prefix=ALLOW

// CHECK: uninit.mlir:[[@LINE+13]]:8: error: 'memref.load' op reads element 2 of memory that was never written
// CHECK: uninit.mlir:[[@LINE+9]]:8: note: heap allocation was allocated here
// ALLOW-DAG: warning: 'memref.load' op reads element 2 of memory that was never written
// ALLOW-DAG: {{^}}1
// ALLOW-NOT: error
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<4xf32>
  memref.store %f, %m[%c0] : memref<4xf32>
  memref.store %f, %m[%c1] : memref<4xf32>
  %v = memref.load %m[%c2] : memref<4xf32>
  %w = memref.load %m[%c1] : memref<4xf32>
  vector.print %w : f32
  memref.dealloc %m : memref<4xf32>
  return
}
