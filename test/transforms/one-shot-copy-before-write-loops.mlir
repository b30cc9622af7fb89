// copy-before-write skips the analysis, so upstream never checks that a
// loop yields a buffer equivalent to its iteration argument: the loops
// below (which swap their two tensors) bufferize, each init copied into a
// new buffer.  bufopt kept the checks under copy-before-write and refused
// them ("Yield operand #0 is not equivalent to the corresponding iter
// bbArg", "Condition arg #0 ...").  Expected text: mlir-opt 22's; the
// bufferized program (both tools) prints what the tensor program prints.
// RUN: bufopt %s --one-shot-bufferize="copy-before-write bufferize-function-boundaries" | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize="copy-before-write bufferize-function-boundaries" | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize="copy-before-write" | FileCheck %s --check-prefix=TENSORS
// RUN: mlir-opt %s --one-shot-bufferize="copy-before-write" | FileCheck %s --check-prefix=TENSORS
// RUN: bufopt %s --run | FileCheck %s --check-prefix=OUT
// RUN: bufopt %s --one-shot-bufferize="copy-before-write bufferize-function-boundaries" | bufopt --buffer-deallocation-pipeline | bufopt --run --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=HEAP
// RUN: bufopt %s --one-shot-bufferize="copy-before-write bufferize-function-boundaries" | bufopt --buffer-deallocation-pipeline | bufopt --run | FileCheck %s --check-prefix=OUT
// RUN: mlir-opt %s --one-shot-bufferize="copy-before-write bufferize-function-boundaries" --buffer-deallocation-pipeline | bufopt --run --heap-report 2>&1 >/dev/null | FileCheck %s --check-prefix=HEAP
// RUN: mlir-opt %s --one-shot-bufferize="copy-before-write bufferize-function-boundaries" --buffer-deallocation-pipeline | bufopt --run | FileCheck %s --check-prefix=OUT
// RUN: not bufopt %s --one-shot-bufferize="bufferize-function-boundaries" 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries" 2>&1 | FileCheck %s --check-prefix=ERR

// ERR: error: {{(Yield operand|Condition arg) #0}} is not equivalent to the corresponding iter bbArg

// CHECK-LABEL: func.func @swap_for
// CHECK: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xi32>
// CHECK: memref.copy %{{.*}}, %[[A]]
// CHECK: %[[B:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3xi32>
// CHECK: memref.copy %{{.*}}, %[[B]]
// CHECK: scf.for {{.*}} iter_args(%[[X:.*]] = %[[A]], %[[Y:.*]] = %[[B]]) -> (memref<3xi32>, memref<3xi32>) {
// CHECK-NEXT: scf.yield %[[Y]], %[[X]] : memref<3xi32>, memref<3xi32>
// TENSORS-LABEL: func.func @swap_for
// TENSORS: scf.for {{.*}} -> (memref<3xi32>, memref<3xi32>) {
func.func @swap_for(%a: tensor<3xi32>, %b: tensor<3xi32>, %n: index) -> (tensor<3xi32>, tensor<3xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %y = %b) -> (tensor<3xi32>, tensor<3xi32>) {
    scf.yield %y, %x : tensor<3xi32>, tensor<3xi32>
  }
  return %r#0, %r#1 : tensor<3xi32>, tensor<3xi32>
}

// CHECK-LABEL: func.func @swap_while
// CHECK: scf.while (%[[P:[a-z0-9]+]] = %{{[a-z0-9_]+}}, %[[Q:[a-z0-9]+]] = %{{[a-z0-9_]+}}, %{{.*}}) : (memref<3xi32>, memref<3xi32>, i32) -> (memref<3xi32>, memref<3xi32>, i32) {
// CHECK: scf.condition(%{{.*}}) %[[Q]], %[[P]], %{{.*}} : memref<3xi32>, memref<3xi32>, i32
// CHECK: ^bb0(%[[U:[a-z0-9]+]]: memref<3xi32>, %[[V:[a-z0-9]+]]: memref<3xi32>, %{{.*}}: i32):
// CHECK: scf.yield %[[V]], %[[U]], %{{.*}} : memref<3xi32>, memref<3xi32>, i32
// TENSORS-LABEL: func.func @swap_while
// TENSORS: scf.while {{.*}} : (memref<3xi32>, memref<3xi32>, i32) -> (memref<3xi32>, memref<3xi32>, i32) {
func.func @swap_while(%a: tensor<3xi32>, %b: tensor<3xi32>, %n: i32) -> (tensor<3xi32>, tensor<3xi32>) {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r:3 = scf.while (%x = %a, %y = %b, %k = %n) : (tensor<3xi32>, tensor<3xi32>, i32) -> (tensor<3xi32>, tensor<3xi32>, i32) {
    %go = arith.cmpi sgt, %k, %z : i32
    scf.condition(%go) %y, %x, %k : tensor<3xi32>, tensor<3xi32>, i32
  } do {
  ^bb0(%p: tensor<3xi32>, %q: tensor<3xi32>, %j: i32):
    %j1 = arith.subi %j, %one : i32
    scf.yield %q, %p, %j1 : tensor<3xi32>, tensor<3xi32>, i32
  }
  return %r#0, %r#1 : tensor<3xi32>, tensor<3xi32>
}

// OUT: ( 4, 5, 6 )
// OUT-NEXT: ( 1, 2, 3 )
// OUT-NEXT: ( 4, 5, 6 )
// OUT-NEXT: ( 1, 2, 3 )
// HEAP: leaked_bytes=0 {{.*}} errors=0
func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i32
  %n = arith.constant 3 : i32
  %a = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = arith.constant dense<[4, 5, 6]> : tensor<3xi32>
  %f:2 = func.call @swap_for(%a, %b, %c3) : (tensor<3xi32>, tensor<3xi32>, index) -> (tensor<3xi32>, tensor<3xi32>)
  %w:2 = func.call @swap_while(%a, %b, %n) : (tensor<3xi32>, tensor<3xi32>, i32) -> (tensor<3xi32>, tensor<3xi32>)
  %v0 = vector.transfer_read %f#0[%c0], %z : tensor<3xi32>, vector<3xi32>
  %v1 = vector.transfer_read %f#1[%c0], %z : tensor<3xi32>, vector<3xi32>
  %v2 = vector.transfer_read %w#0[%c0], %z : tensor<3xi32>, vector<3xi32>
  %v3 = vector.transfer_read %w#1[%c0], %z : tensor<3xi32>, vector<3xi32>
  vector.print %v0 : vector<3xi32>
  vector.print %v1 : vector<3xi32>
  vector.print %v2 : vector<3xi32>
  vector.print %v3 : vector<3xi32>
  return
}
