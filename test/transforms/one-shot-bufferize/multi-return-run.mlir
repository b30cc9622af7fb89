// The call mlir-opt 22 miscompiles (multi-return-differs.mlir): a write into
// one of two results that are the same argument's buffer, then a read of the
// other.  The tensor program and bufopt's buffer program print the same (the
// old 1.0, then the written 7.0).
// RUN: bufopt %s --run | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.mlir
// RUN: bufopt %t.mlir --run --heap-report > %t.out 2> %t.err || true
// RUN: FileCheck %s --input-file %t.out
// RUN: FileCheck %s --check-prefix=HEAP --input-file %t.err
// CHECK: 1
// CHECK-NEXT: 7
// (The errors are the leaks: deallocation is a later pass.)
// HEAP: heap: allocs=2 frees=0 peak_bytes=32 leaked_bytes=32 copied_bytes=16 errors=2{{$}}

func.func @same_twice(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %t, %t : tensor<4xf32>, tensor<4xf32>
}
func.func @caller(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %a:2 = func.call @same_twice(%t) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %w = tensor.insert %f into %a#0[%i] : tensor<4xf32>
  %x = tensor.extract %a#1[%i] : tensor<4xf32>
  return %w, %x : tensor<4xf32>, f32
}
func.func @main() {
  %c1 = arith.constant 1 : index
  %f = arith.constant 7.0 : f32
  %t0 = arith.constant dense<1.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.copy ins(%t0 : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %w, %x = func.call @caller(%t, %f, %c1) : (tensor<4xf32>, f32, index) -> (tensor<4xf32>, f32)
  vector.print %x : f32
  %y = tensor.extract %w[%c1] : tensor<4xf32>
  vector.print %y : f32
  return
}
