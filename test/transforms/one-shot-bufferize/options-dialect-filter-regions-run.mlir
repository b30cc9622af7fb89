// dialect-filter without 'scf': programs with filtered region ops run the
// same after one-shot-bufferize (scf.for / scf.if / scf.while left on
// tensors, the tensor ops inside rewritten; also under
// bufferize-function-boundaries without 'func', where nothing is decided in
// place).
// One deliberate difference from mlir-opt 22 (bufopt only): a write inside
// a filtered loop into a tensor defined outside it, read again by the next
// iteration, goes out of place (mlir-opt 22 writes in place: its
// getEnclosingRepetitiveRegion ignores filtered loops, and its buffer
// program prints 8 where the tensor program prints 4).
// RUN: bufopt %s --run | FileCheck %s --check-prefix=OUT
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor" | bufopt --run | FileCheck %s --check-prefix=OUT
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,arith" | bufopt --run | FileCheck %s --check-prefix=OUT
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor bufferize-function-boundaries" | bufopt --run | FileCheck %s --check-prefix=OUT
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor,arith,scf bufferize-function-boundaries" | bufopt --run | FileCheck %s --check-prefix=OUT
// RUN: bufopt %s --one-shot-bufferize="dialect-filter=tensor test-analysis-only" | FileCheck %s --check-prefix=ANA

// OUT:      4
// OUT-NEXT: 6
// OUT-NEXT: 4
// OUT-NEXT: 1
// OUT-NEXT: 2
// OUT-NEXT: 1
// OUT-NEXT: 3

// ANA: %inserted_7 = tensor.insert %5 into %inserted[%c0] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f = arith.constant 1.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  // A write inside a filtered loop into a tensor defined outside it.
  %e0 = tensor.empty() : tensor<4xf32>
  %w = tensor.insert %f into %e0[%c0] : tensor<4xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%s = %f) -> (f32) {
    %y = tensor.extract %w[%c0] : tensor<4xf32>
    %z = arith.addf %y, %s : f32
    %w2 = tensor.insert %z into %w[%c0] : tensor<4xf32>
    %q = tensor.extract %w2[%c0] : tensor<4xf32>
    scf.yield %q : f32
  }
  vector.print %r : f32
  // Iteration arguments written in place of their copies.
  %l = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %t) -> tensor<4xf32> {
    %x = tensor.extract %a[%i] : tensor<4xf32>
    %x2 = arith.addf %x, %x : f32
    %b = tensor.insert %x2 into %a[%c3] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  %l3 = tensor.extract %l[%c3] : tensor<4xf32>
  %t3 = tensor.extract %t[%c3] : tensor<4xf32>
  vector.print %l3 : f32
  vector.print %t3 : f32
  %true = arith.constant true
  %s = scf.if %true -> tensor<4xf32> {
    %b = tensor.insert %f into %t[%c1] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  %s1 = tensor.extract %s[%c1] : tensor<4xf32>
  %t1 = tensor.extract %t[%c1] : tensor<4xf32>
  vector.print %s1 : f32
  vector.print %t1 : f32
  %wr:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %cond = arith.cmpi slt, %i, %c2 : index
    scf.condition(%cond) %a, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %v = tensor.insert %f into %b[%j] : tensor<4xf32>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %v, %j1 : tensor<4xf32>, index
  }
  %w0 = tensor.extract %wr#0[%c0] : tensor<4xf32>
  %w2 = tensor.extract %wr#0[%c2] : tensor<4xf32>
  vector.print %w0 : f32
  vector.print %w2 : f32
  return
}
