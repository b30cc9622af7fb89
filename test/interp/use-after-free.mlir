// RUN: not bufopt %s --run=load 2>&1 | FileCheck %s --check-prefix=LOAD
// RUN: not bufopt %s --run=view 2>&1 | FileCheck %s --check-prefix=VIEW
// RUN: not bufopt %s --run=copy 2>&1 | FileCheck %s --check-prefix=COPY
// RUN: not bufopt %s --run=linalg 2>&1 | FileCheck %s --check-prefix=LINALG
// RUN: bufopt %s --run=dim | FileCheck %s --check-prefix=DIM
// RUN: not bufopt %s --run=stack 2>&1 | FileCheck %s --check-prefix=STACK

// LOAD: use-after-free.mlir:[[@LINE+7]]:8: error: 'memref.load' op uses memory after it was freed
// LOAD: note: heap allocation was allocated here
// LOAD: note: and freed here
func.func @load() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  %v = memref.load %m[%c0] : memref<4xf32>
  return
}

// Through an interior view made before the free.
// VIEW: error: 'memref.store' op uses memory after it was freed
func.func @view() {
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<4x4xf32>
  %s = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  memref.dealloc %m : memref<4x4xf32>
  memref.store %f, %s[%c0, %c0] : memref<2x2xf32, strided<[4, 1], offset: 5>>
  return
}

// COPY: error: 'memref.copy' op uses memory after it was freed
func.func @copy() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %f = arith.constant 1.0 : f32
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  memref.dealloc %b : memref<4xf32>
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// LINALG: error: 'linalg.fill' op uses memory after it was freed
func.func @linalg() {
  %a = memref.alloc() : memref<4xf32>
  %f = arith.constant 1.0 : f32
  memref.dealloc %a : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<4xf32>)
  return
}

// memref.dim reads only the view: fine after a free.
// DIM: 4
func.func @dim() {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %d = memref.dim %a, %c0 : memref<4xf32>
  vector.print %d : index
  return
}

// An alloca dies when its function returns.
// STACK: error: 'memref.load' op uses stack memory after its scope ended
// STACK: note: stack allocation was allocated here
func.func @make() -> memref<4xf32> {
  %a = memref.alloca() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func @stack() {
  %c0 = arith.constant 0 : index
  %a = func.call @make() : () -> memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  return
}
