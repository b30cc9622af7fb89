// Issue 14: a loop yielding its init value (not its argument) needs a copy
// of an unranked tensor, which cannot be allocated (bufopt built
// `memref.alloc() : memref<*xf32>`, invalid IR).  Both tools refuse with
// upstream's message; upstream reports it at the yield, bufopt's analysis
// puts the init out of place instead and reports it at the loop.
// RUN: not bufopt %s '--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops' 2>&1 | FileCheck %s
// RUN: not mlir-opt %s '--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops' 2>&1 | FileCheck %s
// CHECK: op not bufferizable under the given constraints: cannot avoid RaW conflict
// CHECK-NOT: memref<*xf32>
// A loop that yields its init value each iteration (not its argument).
func.func @loop(%t: tensor<*xf32>, %n: index) -> tensor<*xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<*xf32>) {
    scf.yield %t : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}

