// The block loops mlir-opt 22 miscompiles (see cf-loops-differs.mlir), run:
// the tensor program and bufopt's buffer programs (both layouts) print 2,
// 1, 12, 10, 10, 1, 1, 10, 1, 10; mlir-opt's buffer program prints 11,
// 10, 30, 10, 10, 10, 10, 10, 10, 10 (the UPSTREAM lines: the second iteration and the
// code after the loop see the in-place writes).  The ownership-based deallocation refuses loops made
// of blocks with mlir-opt 22's own error, in both tools (DEALLOC lines).
// Leaks without deallocation make --run fail: its status is ignored.
// RUN: bufopt %s --run | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t.mlir
// RUN: bufopt %t.mlir --run > %t.out 2> /dev/null || true
// RUN: FileCheck %s --input-file %t.out
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" -o %t2.mlir
// RUN: bufopt %t2.mlir --run > %t2.out 2> /dev/null || true
// RUN: FileCheck %s --input-file %t2.out
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" -o %t3.mlir
// RUN: bufopt %t3.mlir --run > %t3.out 2> /dev/null || true
// RUN: FileCheck %s --check-prefix=UPSTREAM --input-file %t3.out
// RUN: not mlir-opt %t2.mlir --buffer-deallocation-pipeline 2>&1 | FileCheck %s --check-prefix=DEALLOC
// RUN: not bufopt %t2.mlir --buffer-deallocation-pipeline 2>&1 | FileCheck %s --check-prefix=DEALLOC
// RUN: not bufopt %s --bufferization-pipeline 2>&1 | FileCheck %s --check-prefix=DEALLOC
// CHECK: 2
// CHECK-NEXT: 1
// CHECK-NEXT: 12
// CHECK-NEXT: 10
// CHECK-NEXT: 10
// CHECK-NEXT: 1
// CHECK-NEXT: 1
// CHECK-NEXT: 10
// CHECK-NEXT: 1
// CHECK-NEXT: 10
// UPSTREAM: 11
// UPSTREAM-NEXT: 10
// UPSTREAM-NEXT: 30
// UPSTREAM-NEXT: 10
// UPSTREAM-NEXT: 10
// UPSTREAM-NEXT: 10
// UPSTREAM-NEXT: 10
// UPSTREAM-NEXT: 10
// UPSTREAM-NEXT: 10
// UPSTREAM-NEXT: 10
// DEALLOC: error: {{.*}}Only structured control-flow loops are supported.

func.func @outer_write(%t: tensor<4xf32>, %n: index, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  cf.br ^h(%c0, %z : index, f32)
^h(%i: index, %s: f32):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  %s2 = arith.addf %s, %x : f32
  %t2 = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %s2 : index, f32)
^exit:
  return %t, %s : tensor<4xf32>, f32
}
func.func @carried_read(%t: tensor<4xf32>, %n: index, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  cf.br ^h(%c0, %t, %z : index, tensor<4xf32>, f32)
^h(%i: index, %a: tensor<4xf32>, %s: f32):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %a2 = tensor.insert %v into %a[%c0] : tensor<4xf32>
  %x = tensor.extract %a[%c0] : tensor<4xf32>
  %s2 = arith.addf %s, %x : f32
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %a2, %s2 : index, tensor<4xf32>, f32)
^exit:
  %y = tensor.extract %t[%c0] : tensor<4xf32>
  %s3 = arith.addf %s, %y : f32
  return %a, %s3 : tensor<4xf32>, f32
}
func.func @callee(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @call_in_loop(%t: tensor<4xf32>, %n: index, %v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0, %t : index, tensor<4xf32>)
^h(%i: index, %a: tensor<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %a2 = call @callee(%a, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %a2 : index, tensor<4xf32>)
^exit:
  return %a, %t : tensor<4xf32>, tensor<4xf32>
}
func.func @two_carried(%t: tensor<4xf32>, %n: index, %v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0, %t, %t : index, tensor<4xf32>, tensor<4xf32>)
^h(%i: index, %a: tensor<4xf32>, %b: tensor<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %a2 = tensor.insert %v into %a[%i] : tensor<4xf32>
  %x = tensor.extract %b[%i] : tensor<4xf32>
  %b2 = tensor.insert %x into %b[%c0] : tensor<4xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^h(%i2, %b2, %a2 : index, tensor<4xf32>, tensor<4xf32>)
^exit:
  return %a, %b : tensor<4xf32>, tensor<4xf32>
}
func.func @exit_first(%t: tensor<4xf32>, %n: index, %v: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^h(%c0, %t : index, tensor<4xf32>)
^exit:
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %w, %x : tensor<4xf32>, f32
^h(%i: index, %a: tensor<4xf32>):
  %w = tensor.insert %v into %a[%i] : tensor<4xf32>
  %i2 = arith.addi %i, %c1 : index
  %c = arith.cmpi slt, %i2, %n : index
  cf.cond_br %c, ^h(%i2, %w : index, tensor<4xf32>), ^exit
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %v = arith.constant 10.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %a, %s = func.call @outer_write(%t, %c2, %v) : (tensor<4xf32>, index, f32) -> (tensor<4xf32>, f32)
  %x = tensor.extract %a[%c0] : tensor<4xf32>
  vector.print %s : f32
  vector.print %x : f32
  %b, %r = func.call @carried_read(%t, %c2, %v) : (tensor<4xf32>, index, f32) -> (tensor<4xf32>, f32)
  %y = tensor.extract %b[%c0] : tensor<4xf32>
  vector.print %r : f32
  vector.print %y : f32
  %p, %q = func.call @call_in_loop(%t, %c2, %v) : (tensor<4xf32>, index, f32) -> (tensor<4xf32>, tensor<4xf32>)
  %p0 = tensor.extract %p[%c0] : tensor<4xf32>
  %q0 = tensor.extract %q[%c0] : tensor<4xf32>
  vector.print %p0 : f32
  vector.print %q0 : f32
  %c1 = arith.constant 1 : index
  %e, %f = func.call @two_carried(%t, %c1, %v) : (tensor<4xf32>, index, f32) -> (tensor<4xf32>, tensor<4xf32>)
  %e0 = tensor.extract %e[%c0] : tensor<4xf32>
  %f0 = tensor.extract %f[%c0] : tensor<4xf32>
  vector.print %e0 : f32
  vector.print %f0 : f32
  %g, %x2 = func.call @exit_first(%t, %c2, %v) : (tensor<4xf32>, index, f32) -> (tensor<4xf32>, f32)
  %g1 = tensor.extract %g[%c1] : tensor<4xf32>
  vector.print %x2 : f32
  vector.print %g1 : f32
  return
}
