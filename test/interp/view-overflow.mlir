// Views whose element offsets do not fit 64 bits are errors where they are
// made, so no later index computation can overflow (issue 17: these
// overflowed signed arithmetic in the interpreter).
// RUN: not bufopt %s --run=alloc_offset 2>&1 | FileCheck %s --check-prefix=ALLOC
// RUN: not bufopt %s --run=subview_huge 2>&1 | FileCheck %s --check-prefix=SUBVIEW
// RUN: not bufopt %s --run=cast_overflow 2>&1 | FileCheck %s --check-prefix=CAST
// RUN: not bufopt %s --run=cast_negative 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: bufopt %s --run=cast_in_range 2>&1 | FileCheck %s --check-prefix=OK

// ALLOC: view-overflow.mlir:[[@LINE+2]]:8: error: 'memref.alloc' op out of memory
func.func @alloc_offset() {
  %m = memref.alloc() : memref<2xf32, strided<[1], offset: 9223372036854775807>>
  return
}

// SUBVIEW: view-overflow.mlir:[[@LINE+4]]:8: error: 'memref.subview' op makes an out-of-bounds subview: offset 1 size 4611686018427387904 stride 4611686018427387904
func.func @subview_huge() {
  %m = memref.alloc() : memref<4xf32>
  %big = arith.constant 4611686018427387904 : index
  %s = memref.subview %m[1] [%big] [%big] : memref<4xf32> to memref<?xf32, strided<[?], offset: 1>>
  memref.dealloc %m : memref<4xf32>
  return
}

// CAST: view-overflow.mlir:[[@LINE+4]]:8: error: 'memref.reinterpret_cast' op makes a view with a negative size or whose element offsets overflow 64 bits
func.func @cast_overflow() {
  %m = memref.alloc() : memref<4xf32>
  %big = arith.constant 4611686018427387904 : index
  %r = memref.reinterpret_cast %m to offset: [%big], sizes: [3], strides: [%big] : memref<4xf32> to memref<3xf32, strided<[?], offset: ?>>
  memref.dealloc %m : memref<4xf32>
  return
}

// NEG: error: 'memref.reinterpret_cast' op makes a view with a negative size
func.func @cast_negative() {
  %m = memref.alloc() : memref<4xf32>
  %n = arith.constant -1 : index
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] : memref<4xf32> to memref<?xf32, strided<[1]>>
  memref.dealloc %m : memref<4xf32>
  return
}

// A view that reaches past its allocation is fine until it is used.
// OK: 2
func.func @cast_in_range() {
  %m = memref.alloc() : memref<4xf32>
  %c2 = arith.constant 2.0 : f32
  %i1 = arith.constant 1 : index
  memref.store %c2, %m[%i1] : memref<4xf32>
  %r = memref.reinterpret_cast %m to offset: [1], sizes: [8], strides: [1] : memref<4xf32> to memref<8xf32, strided<[1], offset: 1>>
  %c0 = arith.constant 0 : index
  %v = memref.load %r[%c0] : memref<8xf32, strided<[1], offset: 1>>
  vector.print %v : f32
  memref.dealloc %m : memref<4xf32>
  return
}
