// Where bufopt differs from mlir-opt 22 on scf.forall: each thread fills
// the whole shared out %o and inserts one element of the filled tensor, for
// 4 of the 8 elements.  Tensor semantics: the other elements keep their
// values (element 7 prints 8).  mlir-opt fills the shared buffer in place,
// so every element becomes 9; bufopt fills a private copy (the fill would
// overwrite what the insertion into %o keeps) and prints 8.
// RUN: bufopt %s --run | FileCheck %s --check-prefix=OUT
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.0.mlir
// RUN: bufopt %t.0.mlir --run > %t.0.out 2>/dev/null || true
// RUN: FileCheck %s --check-prefix=OUT --input-file %t.0.out
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.1.mlir
// RUN: bufopt %t.1.mlir --run > %t.1.out 2>/dev/null || true
// RUN: FileCheck %s --check-prefix=OUT --input-file %t.1.out
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.2.mlir
// RUN: bufopt %t.2.mlir --run > %t.2.out 2>/dev/null || true
// RUN: FileCheck %s --check-prefix=UPSTREAM --input-file %t.2.out
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS

func.func @whole_write(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %w = linalg.fill ins(%f : f32) outs(%o : tensor<8xf32>) -> tensor<8xf32>
    %s = tensor.extract_slice %w[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %f = arith.constant 9.0 : f32
  %r = func.call @whole_write(%t, %f) : (tensor<8xf32>, f32) -> tensor<8xf32>
  %c7 = arith.constant 7 : index
  %v = tensor.extract %r[%c7] : tensor<8xf32>
  vector.print %v : f32
  return
}

// OUT: 8
// UPSTREAM: 9
// ANALYSIS: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
