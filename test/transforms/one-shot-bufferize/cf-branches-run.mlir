// The cf pattern mlir-opt 22 miscompiles (see cf-branches-differs.mlir): a
// write in one branch into the argument, then a read of the argument in
// the join block.  The tensor program and bufopt's buffer programs (both
// layouts, and the full pipelines with deallocation: no leak) must print
// the same: the old value 1.0 (leaks without deallocation make --run
// fail: its status is ignored there).
// RUN: bufopt %s --run | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.mlir
// RUN: bufopt %t.mlir --run > %t.out 2> /dev/null || true
// RUN: FileCheck %s --input-file %t.out
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t2.mlir
// RUN: bufopt %t2.mlir --run > %t2.out 2> /dev/null || true
// RUN: FileCheck %s --input-file %t2.out
// RUN: bufopt %s --bufferization-pipeline -o %t3.mlir
// RUN: bufopt %t3.mlir --run --heap-report > %t3.out 2> %t3.err
// RUN: FileCheck %s --input-file %t3.out
// RUN: FileCheck %s --check-prefix=HEAP --input-file %t3.err
// RUN: bufopt %s '--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map allow-return-allocs-from-loops' --buffer-deallocation-pipeline -o %t4.mlir
// RUN: bufopt %t4.mlir --run --heap-report > %t4.out 2> %t4.err
// RUN: FileCheck %s --input-file %t4.out
// RUN: FileCheck %s --check-prefix=HEAP --input-file %t4.err
// CHECK: 1
// CHECK-NEXT: 4
// HEAP: leaked_bytes=0 {{.*}}errors=0{{$}}

func.func @read_after_join(%c: i1, %t: tensor<4xf32>, %f: f32) -> (f32, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^write, ^keep
^write:
  %w = tensor.insert %f into %t[%c0] : tensor<4xf32>
  cf.br ^join(%w : tensor<4xf32>)
^keep:
  cf.br ^join(%t : tensor<4xf32>)
^join(%r: tensor<4xf32>):
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %x, %r : f32, tensor<4xf32>
}
func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %true = arith.constant true
  %f = arith.constant 9.0 : f32
  %x, %r = func.call @read_after_join(%true, %t, %f) : (i1, tensor<4xf32>, f32) -> (f32, tensor<4xf32>)
  vector.print %x : f32
  %c3 = arith.constant 3 : index
  %y = tensor.extract %r[%c3] : tensor<4xf32>
  vector.print %y : f32
  return
}
