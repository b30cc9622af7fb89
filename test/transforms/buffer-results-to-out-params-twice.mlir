// One allocation returned twice with hoist-static-allocs: mlir-opt 22
// crashes here (it erases the allocation, then copies from it); bufopt
// hoists it into the first out-param and copies that into the second.
// RUN: bufopt %s --buffer-results-to-out-params=hoist-static-allocs | FileCheck %s

// CHECK-LABEL: func.func private @twice(%arg0: memref<4xf32>, %arg1: memref<4xf32>) {
// CHECK-NEXT:    memref.copy %arg0, %arg1 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:    return
// CHECK-LABEL: func.func @caller() {
// CHECK-NEXT:    %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %alloc_0 = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    call @twice(%alloc, %alloc_0) : (memref<4xf32>, memref<4xf32>) -> ()
func.func private @twice() -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  return %a, %a : memref<4xf32>, memref<4xf32>
}
func.func @caller() {
  %0:2 = call @twice() : () -> (memref<4xf32>, memref<4xf32>)
  return
}
