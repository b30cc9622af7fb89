// RUN: not bufopt %s --run=load 2>&1 | FileCheck %s --check-prefix=LOAD
// RUN: not bufopt %s --run=subview 2>&1 | FileCheck %s --check-prefix=SUBVIEW
// RUN: not bufopt %s --run=cast 2>&1 | FileCheck %s --check-prefix=CAST
// RUN: not bufopt %s --run=tensor 2>&1 | FileCheck %s --check-prefix=TENSOR

// LOAD: error: 'memref.store' op accesses out of bounds: index 4 in dimension 0 of size 4
// LOAD: note: heap allocation was allocated here
func.func @load() {
  %c4 = arith.constant 4 : index
  %f = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<4xf32>
  memref.store %f, %m[%c4] : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}

// SUBVIEW: error: 'memref.subview' op makes an out-of-bounds subview: offset 3 size 2 stride 1 in dimension 0 of size 4
func.func @subview() {
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<4xf32>
  %s = memref.subview %m[%c3] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: ?>>
  memref.dealloc %m : memref<4xf32>
  return
}

// A reinterpret_cast can claim more than the allocation holds.
// CAST: error: 'memref.load' op accesses out of bounds: element 9 of an allocation of 8 elements
func.func @cast() {
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<8xf32>
  %r = memref.reinterpret_cast %m to offset: [5], sizes: [5], strides: [1] : memref<8xf32> to memref<5xf32, strided<[1], offset: 5>>
  %v = memref.load %r[%c4] : memref<5xf32, strided<[1], offset: 5>>
  memref.dealloc %m : memref<8xf32>
  return
}

// TENSOR: error: 'tensor.extract' op index 3 out of bounds in dimension 0 of size 3
func.func @tensor() {
  %c3 = arith.constant 3 : index
  %t = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %v = tensor.extract %t[%c3] : tensor<3xi32>
  return
}
