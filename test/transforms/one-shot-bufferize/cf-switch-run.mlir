// cf.switch forwarding tensors (see cf-switch-differs.mlir), run: the tensor
// program and bufopt's buffer programs (both layouts) print the same.  The
// ownership-based deallocation refuses the switch with upstream's own error
// (mlir-opt 22's --buffer-deallocation-pipeline says the same on this
// buffer program), so --bufferization-pipeline stops there.  Leaks without
// deallocation make --run fail: its status is ignored.
// RUN: bufopt %s --run | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.mlir
// RUN: bufopt %t.mlir --run > %t.out 2> /dev/null || true
// RUN: FileCheck %s --input-file %t.out
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t2.mlir
// RUN: bufopt %t2.mlir --run > %t2.out 2> /dev/null || true
// RUN: FileCheck %s --input-file %t2.out
// RUN: not mlir-opt %t2.mlir --buffer-deallocation-pipeline 2>&1 | FileCheck %s --check-prefix=DEALLOC
// RUN: not bufopt %s --bufferization-pipeline 2>&1 | FileCheck %s --check-prefix=DEALLOC
// CHECK: 1, 1, 0, 7
// CHECK-NEXT: 2, 7, 7, 7
// CHECK-NEXT: 3, 3, 0, 3
// CHECK-NEXT: 4, 4, 0, 4
// DEALLOC: error: {{.*}}Terminators with more than one successor are not supported!

func.func @pick(%t: tensor<4xf32>, %s: i32, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.switch %s : i32, [
    default: ^x(%t : tensor<4xf32>),
    1: ^x(%f : tensor<4xf32>),
    2: ^y
  ]
^y:
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  cf.br ^x(%w : tensor<4xf32>)
^x(%a: tensor<4xf32>):
  %c1 = arith.constant 1 : index
  %a2 = tensor.insert %v into %a[%c1] : tensor<4xf32>
  return %a2 : tensor<4xf32>
}
func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %v = arith.constant 7.0 : f32
  %s0 = arith.constant 0 : i32
  %s1 = arith.constant 1 : i32
  %s2 = arith.constant 2 : i32
  %a = func.call @pick(%t, %s0, %v) : (tensor<4xf32>, i32, f32) -> tensor<4xf32>
  %b = func.call @pick(%t, %s1, %v) : (tensor<4xf32>, i32, f32) -> tensor<4xf32>
  %c = func.call @pick(%t, %s2, %v) : (tensor<4xf32>, i32, f32) -> tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %x = tensor.extract %t[%i] : tensor<4xf32>
    %y = tensor.extract %a[%i] : tensor<4xf32>
    %z = tensor.extract %b[%i] : tensor<4xf32>
    %w = tensor.extract %c[%i] : tensor<4xf32>
    vector.print %x : f32 punctuation <comma>
    vector.print %y : f32 punctuation <comma>
    vector.print %z : f32 punctuation <comma>
    vector.print %w : f32
  }
  return
}
