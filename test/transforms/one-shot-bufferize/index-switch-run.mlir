// The scf.index_switch pattern mlir-opt 22 miscompiles (see
// index-switch-differs.mlir): a write into the switch's result, then a read of
// the yielded tensor.  The tensor program and bufopt's buffer program must
// print the same (the old value 1.0 at index 1, then the written 7.0).
// (The two errors are the two leaks: deallocation is a later pass.)
// RUN: bufopt %s --run | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.mlir
// RUN: bufopt %t.mlir --run --heap-report > %t.out 2> %t.err || true
// RUN: FileCheck %s --input-file %t.out
// RUN: FileCheck %s --check-prefix=HEAP --input-file %t.err
// HEAP: heap: allocs=2 frees=0 peak_bytes=32 leaked_bytes=32 copied_bytes=16 errors=2{{$}}
// CHECK: 1
// CHECK-NEXT: 7

func.func @f(%t: tensor<4xf32>, %k: index, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %r = scf.index_switch %k -> tensor<4xf32>
  case 0 {
    scf.yield %t : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  %w = tensor.insert %f into %r[%i] : tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %w, %x : tensor<4xf32>, f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 7.0 : f32
  %t0 = arith.constant dense<1.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.copy ins(%t0 : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %w, %x = func.call @f(%t, %c0, %f, %c1) : (tensor<4xf32>, index, f32, index) -> (tensor<4xf32>, f32)
  vector.print %x : f32
  %y = tensor.extract %w[%c1] : tensor<4xf32>
  vector.print %y : f32
  return
}
