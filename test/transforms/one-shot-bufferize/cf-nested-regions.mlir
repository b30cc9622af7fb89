// scf.if and scf.for inside the blocks of a multi-block body: identical to
// mlir-opt 22 (both layouts), and the buffer programs print what the
// tensor program prints (the join's loop adds 10 to the written copy; the
// caller's constant keeps 3).
// RUN: bufopt %s --run | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.infer.mlir
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.infer.up.mlir
// RUN: diff %t.infer.mlir %t.infer.up.mlir
// RUN: bufopt %t.infer.mlir --run > %t.infer.out 2> /dev/null || true
// RUN: FileCheck %s --input-file %t.infer.out
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.id.mlir
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t.id.up.mlir
// RUN: diff %t.id.mlir %t.id.up.mlir
// RUN: bufopt %t.id.mlir --run > %t.id.out 2> /dev/null || true
// RUN: FileCheck %s --input-file %t.id.out
// RUN: bufopt %s --bufferization-pipeline -o %t.pipe.mlir
// RUN: bufopt %t.pipe.mlir --run --heap-report > %t.pipe.out 2> %t.pipe.err
// RUN: FileCheck %s --input-file %t.pipe.out
// RUN: FileCheck %s --check-prefix=HEAP --input-file %t.pipe.err
// CHECK: 20
// CHECK-NEXT: 3
// HEAP: heap: allocs=3 frees=3 peak_bytes=32 leaked_bytes=0 copied_bytes=48 errors=0{{$}}

func.func @nest(%c: i1, %t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  cf.cond_br %c, ^a, ^b(%t : tensor<4xf32>)
^a:
  %r = scf.if %c -> tensor<4xf32> {
    %w = tensor.insert %f into %t[%c1] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  cf.br ^b(%r : tensor<4xf32>)
^b(%x: tensor<4xf32>):
  %l = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> tensor<4xf32> {
    %v = tensor.extract %acc[%i] : tensor<4xf32>
    %v2 = arith.addf %v, %f : f32
    %n = tensor.insert %v2 into %acc[%i] : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  return %l : tensor<4xf32>
}
func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %true = arith.constant true
  %f = arith.constant 10.0 : f32
  %r = func.call @nest(%true, %t, %f) : (i1, tensor<4xf32>, f32) -> tensor<4xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = tensor.extract %r[%c1] : tensor<4xf32>
  %b = tensor.extract %t[%c2] : tensor<4xf32>
  vector.print %a : f32
  vector.print %b : f32
  return
}
