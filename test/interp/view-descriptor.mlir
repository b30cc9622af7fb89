// RUN: bufopt %s --run | FileCheck %s

// A memref.view at a byte shift is, as lowered, a descriptor whose aligned
// pointer moved by the shift and whose offset is 0: the runtime prints
// offset 0, a subview of it counts from there, and extract_strided_metadata
// reads that offset (the interpreter once printed the shift as the offset:
// 32 here).
func.func private @printMemrefI32(memref<*xi32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c128 = arith.constant 128 : index
  %c7 = arith.constant 7 : i32
  %arena = memref.alloc() : memref<192xi8>
  %v = memref.view %arena[%c128][] : memref<192xi8> to memref<4xi32>
  linalg.fill ins(%c7 : i32) outs(%v : memref<4xi32>)
  %u = memref.cast %v : memref<4xi32> to memref<*xi32>
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [7,  7,  7,  7]
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %s = memref.subview %v[1] [2] [1] : memref<4xi32> to memref<2xi32, strided<[1], offset: 1>>
  %su = memref.cast %s : memref<2xi32, strided<[1], offset: 1>> to memref<*xi32>
  // CHECK: rank = 1 offset = 1 sizes = [2] strides = [1] data =
  // CHECK-NEXT: [7,  7]
  call @printMemrefI32(%su) : (memref<*xi32>) -> ()
  %base, %off, %sz, %st = memref.extract_strided_metadata %s : memref<2xi32, strided<[1], offset: 1>> -> memref<i32>, index, index, index
  // CHECK: 1
  vector.print %off : index
  %r = memref.reinterpret_cast %base to offset: [2], sizes: [2], strides: [1] : memref<i32> to memref<2xi32, strided<[1], offset: 2>>
  %c9 = arith.constant 9 : i32
  %c1 = arith.constant 1 : index
  memref.store %c9, %r[%c1] : memref<2xi32, strided<[1], offset: 2>>
  // CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
  // CHECK-NEXT: [7,  7,  7,  9]
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %arena : memref<192xi8>
  return
}
