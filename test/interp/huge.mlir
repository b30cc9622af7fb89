// RUN: not bufopt %s --run=heap 2>&1 | FileCheck %s --check-prefix=HEAP
// RUN: not bufopt %s --run=tensor 2>&1 | FileCheck %s --check-prefix=TENSOR

// Absurd sizes are reported, not attempted.
// HEAP: error: 'memref.alloc' op out of memory
func.func @heap() {
  %n = arith.constant 4611686018427387904 : index
  %m = memref.alloc(%n, %n) : memref<?x?xf32>
  memref.dealloc %m : memref<?x?xf32>
  return
}

// TENSOR: error: 'tensor.empty' op out of memory
func.func @tensor() {
  %n = arith.constant 4611686018427387904 : index
  %t = tensor.empty(%n, %n) : tensor<?x?xf32>
  return
}

// A constant too large to build is reported when reached (it used to be "op
// cannot be interpreted").
// RUN: not bufopt %s --run=constant 2>&1 | FileCheck %s --check-prefix=CONST
// CONST: huge.mlir:[[@LINE+2]]:8: error: 'arith.constant' op out of memory
func.func @constant() {
  %t = arith.constant dense<1.0> : tensor<4294967296x4294967296xf32>
  return
}
