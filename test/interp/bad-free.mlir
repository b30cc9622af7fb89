// RUN: not bufopt %s --run=global 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: not bufopt %s --run=stack 2>&1 | FileCheck %s --check-prefix=STACK
// RUN: not bufopt %s --run=interior 2>&1 | FileCheck %s --check-prefix=INTERIOR
// RUN: not bufopt %s --run=arg 2>&1 | FileCheck %s --check-prefix=ARG

memref.global "private" @g : memref<4xf32> = dense<0.0>

// GLOBAL: error: 'memref.dealloc' op frees memory that is not a heap allocation (a global)
func.func @global() {
  %m = memref.get_global @g : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}

// STACK: error: 'memref.dealloc' op frees memory that is not a heap allocation (a stack allocation)
// STACK: note: stack allocation was allocated here
func.func @stack() {
  %m = memref.alloca() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}

// INTERIOR: error: 'memref.dealloc' op frees an interior view (offset 2), not the base of the allocation
func.func @interior() {
  %m = memref.alloc() : memref<8xf32>
  %s = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.dealloc %s : memref<4xf32, strided<[1], offset: 2>>
  memref.dealloc %m : memref<8xf32>
  return
}

// The callee frees its argument, which the caller frees too.
// ARG: error: 'memref.dealloc' op double free
func.func @free_it(%m: memref<8xf32>) {
  memref.dealloc %m : memref<8xf32>
  return
}
func.func @arg() {
  %m = memref.alloc() : memref<8xf32>
  func.call @free_it(%m) : (memref<8xf32>) -> ()
  memref.dealloc %m : memref<8xf32>
  return
}
