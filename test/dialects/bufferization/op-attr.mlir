// bufferization.manual_deallocation is accepted on ops that allocate or free,
// and a discardable attribute of another dialect is not the bufferization
// dialect's to check.
// RUN: bufopt %s | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s

// CHECK-LABEL: func @manual
func.func @manual(%m: memref<4xf32>) {
  // CHECK: memref.alloc() {bufferization.manual_deallocation} : memref<4xf32>
  %a = memref.alloc() {bufferization.manual_deallocation} : memref<4xf32>
  // CHECK: memref.alloca() {bufferization.manual_deallocation} : memref<4xf32>
  %b = memref.alloca() {bufferization.manual_deallocation} : memref<4xf32>
  // CHECK: memref.realloc %{{.*}} {bufferization.manual_deallocation} : memref<4xf32> to memref<8xf32>
  %r = memref.realloc %a {bufferization.manual_deallocation} : memref<4xf32> to memref<8xf32>
  // CHECK: bufferization.clone %{{.*}} {bufferization.manual_deallocation} : memref<4xf32> to memref<4xf32>
  %c = bufferization.clone %m {bufferization.manual_deallocation} : memref<4xf32> to memref<4xf32>
  // CHECK: memref.dealloc %{{.*}} {bufferization.manual_deallocation} : memref<4xf32>
  memref.dealloc %c {bufferization.manual_deallocation} : memref<4xf32>
  // CHECK: memref.dealloc %{{.*}} {bufferizationx.escape = 1 : i64} : memref<8xf32>
  memref.dealloc %r {bufferizationx.escape = 1} : memref<8xf32>
  return
}
