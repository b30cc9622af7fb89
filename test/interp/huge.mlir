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
