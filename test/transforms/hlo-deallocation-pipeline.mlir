// RUN: bufopt %s --hlo-deallocation-pipeline | FileCheck %s
// Same output, nothing leaked, in the interpreter:
// RUN: bufopt %s --run > %t.ref
// RUN: bufopt %s --hlo-deallocation-pipeline | bufopt --run --heap-report > %t.out 2> %t.err
// RUN: diff %t.ref %t.out
// RUN: FileCheck %s --check-prefix=HEAP --input-file %t.err
// mlir-opt 22 lowers the result with its usual pipeline; every free goes
// through the generic free function:
// RUN: bufopt %s --hlo-deallocation-pipeline | mlir-opt --convert-linalg-to-loops --convert-scf-to-cf --expand-strided-metadata --finalize-memref-to-llvm=use-generic-functions --convert-arith-to-llvm --convert-index-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

// A tensor program: a loop that makes a new tensor from the previous one
// each iteration, and a branch that makes one or keeps its operand.  No
// ownership op is left; buffers are freed.
// CHECK-LABEL: func.func @step(
// CHECK-NOT: deallocation.
// CHECK-LABEL: func.func @main(
// CHECK-NOT: deallocation.
// CHECK: memref.dealloc
// HEAP: leaked_bytes=0
// HEAP-SAME: errors=0
// LLVM: llvm.call @_mlir_memref_to_llvm_free
// LLVM-NOT: llvm.call @free(
func.func @step(%c: i1, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %m = linalg.map { arith.negf } ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>)
    scf.yield %m : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %t) -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %s = linalg.map { arith.addf } ins(%acc, %acc : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>)
    scf.yield %s : tensor<4xf32>
  }
  %true = arith.constant true
  %false = arith.constant false
  %a = func.call @step(%true, %r) : (i1, tensor<4xf32>) -> tensor<4xf32>
  %b = func.call @step(%false, %a) : (i1, tensor<4xf32>) -> tensor<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = tensor.extract %b[%i] : tensor<4xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  return
}
