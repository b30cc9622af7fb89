// Issue 14: with copy-before-write (no analysis) every written operand is
// copied first; an unranked one cannot be (a buffer of unknown rank cannot
// be allocated): upstream's diagnostic, as mlir-opt 22, instead of invalid
// IR.  The loop's init is copied.
// RUN: bufopt %s --verify-diagnostics '--one-shot-bufferize=bufferize-function-boundaries copy-before-write'
// RUN: mlir-opt %s --verify-diagnostics '--one-shot-bufferize=bufferize-function-boundaries copy-before-write'

func.func @loop_copy(%t: tensor<*xf32>) -> tensor<*xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 3 : index
  // expected-error @+1 {{copying of unranked tensors is not implemented}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<*xf32>) {
    scf.yield %a : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}
