// RUN: not bufopt %s --run 2>&1 | FileCheck %s

memref.global "private" constant @k : memref<2xi32> = dense<[1, 2]>

// CHECK: error: 'memref.store' op writes into constant global @k
func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant 5 : i32
  %g = memref.get_global @k : memref<2xi32>
  %x = memref.load %g[%c0] : memref<2xi32>
  vector.print %x : i32
  memref.store %v, %g[%c0] : memref<2xi32>
  return
}
