// test-tensor-copy-insertion: One-Shot's analysis, then an explicit
// bufferization.alloc_tensor for every out-of-place tensor operand instead
// of bufferizing (copy(..) unless the contents are undefined, overwritten or
// never read; the result of a view op copied after it).
// RUN: bufopt %s -test-tensor-copy-insertion -split-input-file | FileCheck %s
// RUN: mlir-opt %s -test-tensor-copy-insertion -split-input-file | FileCheck %s
// RUN: bufopt %s -test-tensor-copy-insertion=bufferize-function-boundaries -split-input-file | FileCheck %s --check-prefix=FUNC
// RUN: mlir-opt %s -test-tensor-copy-insertion=bufferize-function-boundaries -split-input-file | FileCheck %s --check-prefix=FUNC

// CHECK-LABEL: func @overwrite_arg(
//  CHECK-SAME:     %[[T:[a-zA-Z0-9_]+]]: tensor<?xf32>
//       CHECK:   %[[C:.+]] = bufferization.alloc_tensor() copy(%[[T]]) : tensor<?xf32>
//       CHECK:   %[[W:.+]] = tensor.insert %{{.*}} into %[[C]]
//       CHECK:   tensor.extract %[[T]]
//       CHECK:   return %[[W]],
// FUNC-LABEL: func @overwrite_arg(
//       FUNC:   bufferization.alloc_tensor() copy(
func.func @overwrite_arg(%t: tensor<?xf32>, %i: index, %f: f32) -> (tensor<?xf32>, f32) {
  %0 = tensor.insert %f into %t[%i] : tensor<?xf32>
  %r = tensor.extract %t[%i] : tensor<?xf32>
  return %0, %r : tensor<?xf32>, f32
}

// -----

// The slice is read after the insert wrote %t: its result is copied right
// after the extract_slice and the return reads the copy.
// CHECK-LABEL: func @view_result(
//  CHECK-SAME:     %[[T:[a-zA-Z0-9_]+]]: tensor<8xf32>
//  CHECK-NEXT:   %[[S:.+]] = tensor.extract_slice %[[T]]
//  CHECK-NEXT:   %[[SC:.+]] = bufferization.alloc_tensor() copy(%[[S]]) : tensor<4xf32>
//  CHECK-NEXT:   %[[TC:.+]] = bufferization.alloc_tensor() copy(%[[T]]) : tensor<8xf32>
//  CHECK-NEXT:   %[[W:.+]] = tensor.insert %{{.*}} into %[[TC]]
//  CHECK-NEXT:   return %[[W]], %[[SC]]
func.func @view_result(%t: tensor<8xf32>, %f: f32, %i: index) -> (tensor<8xf32>, tensor<4xf32>) {
  %s = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %w = tensor.insert %f into %t[%i] : tensor<8xf32>
  return %w, %s : tensor<8xf32>, tensor<4xf32>
}

// -----

// Undefined contents: no copy(..), the sizes of the empty tensor.
// CHECK-LABEL: func @empty_dyn(
//  CHECK-SAME:     %[[N:[a-zA-Z0-9_]+]]: index
//  CHECK-NEXT:   %[[E:.+]] = tensor.empty(%[[N]])
//  CHECK-NEXT:   %[[A:.+]] = bufferization.alloc_tensor(%[[N]]) : tensor<?xf32>
//  CHECK-NEXT:   %[[W:.+]] = tensor.insert %{{.*}} into %[[A]]
//  CHECK-NEXT:   return %[[E]], %[[W]]
func.func @empty_dyn(%n: index, %f: f32, %i: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %e = tensor.empty(%n) : tensor<?xf32>
  %w = tensor.insert %f into %e[%i] : tensor<?xf32>
  return %e, %w : tensor<?xf32>, tensor<?xf32>
}

// -----

// The copy of an alloc_tensor takes its memory space.
// CHECK-LABEL: func @space(
//  CHECK-NEXT:   bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
//  CHECK-NEXT:   %[[A:.+]] = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
//  CHECK-NEXT:   tensor.insert %{{.*}} into %[[A]]
func.func @space(%f: f32, %i: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %w = tensor.insert %f into %a[%i] : tensor<4xf32>
  return %a, %w : tensor<4xf32>, tensor<4xf32>
}

// -----

// The loop's init is copied before the loop.
// CHECK-LABEL: func @loop(
//  CHECK-SAME:     %[[T:[a-zA-Z0-9_]+]]: tensor<4xf32>
//       CHECK:   %[[C:.+]] = bufferization.alloc_tensor() copy(%[[T]])
//       CHECK:   scf.for {{.*}} iter_args(%{{.*}} = %[[C]])
//       CHECK:   return %{{.*}}, %[[T]]
func.func @loop(%t: tensor<4xf32>, %f: f32, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<4xf32> {
    %w = tensor.insert %f into %a[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r, %t : tensor<4xf32>, tensor<4xf32>
}

// -----

// fill overwrites without reading: no copy(..); the dynamic sizes are read
// with tensor.dim.
// CHECK-LABEL: func @fill_dyn(
//  CHECK-SAME:     %[[T:[a-zA-Z0-9_]+]]: tensor<?x4x?xf32>
//   CHECK-DAG:   %[[C0:.+]] = arith.constant 0 : index
//   CHECK-DAG:   %[[C2:.+]] = arith.constant 2 : index
//   CHECK-DAG:   %[[D0:.+]] = tensor.dim %[[T]], %[[C0]]
//   CHECK-DAG:   %[[D2:.+]] = tensor.dim %[[T]], %[[C2]]
//       CHECK:   %[[A:.+]] = bufferization.alloc_tensor(%[[D0]], %[[D2]]) : tensor<?x4x?xf32>
//       CHECK:   linalg.fill {{.*}} outs(%[[A]] :
func.func @fill_dyn(%t: tensor<?x4x?xf32>, %f: f32) -> (tensor<?x4x?xf32>, tensor<?x4x?xf32>) {
  %0 = linalg.fill ins(%f : f32) outs(%t : tensor<?x4x?xf32>) -> tensor<?x4x?xf32>
  return %0, %t : tensor<?x4x?xf32>, tensor<?x4x?xf32>
}

// -----

// Without function boundaries a call is left alone; with them, the callee
// writes its argument, so the caller passes a copy.
// CHECK-LABEL: func @caller(
//   CHECK-NOT:   alloc_tensor
//       CHECK:   return
// FUNC-LABEL: func @caller(
//  FUNC-SAME:     %[[T:[a-zA-Z0-9_]+]]: tensor<4xf32>
//  FUNC-NEXT:   %[[C:.+]] = bufferization.alloc_tensor() copy(%[[T]])
//  FUNC-NEXT:   call @callee(%[[C]],
func.func @callee(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %f into %t[%c0] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @caller(%t: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = call @callee(%t, %f) : (tensor<4xf32>, f32) -> tensor<4xf32>
  return %0, %t : tensor<4xf32>, tensor<4xf32>
}

// -----

// The callee is defined after its caller: it is analysed first all the same.
// FUNC-LABEL: func @early_caller(
//  FUNC-SAME:     %[[T:[a-zA-Z0-9_]+]]: tensor<4xf32>
//  FUNC-NEXT:   %[[C:.+]] = bufferization.alloc_tensor() copy(%[[T]])
//  FUNC-NEXT:   call @late_callee(%[[C]],
func.func @early_caller(%t: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = call @late_callee(%t, %f) : (tensor<4xf32>, f32) -> tensor<4xf32>
  return %0, %t : tensor<4xf32>, tensor<4xf32>
}
func.func @late_callee(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %0 = tensor.insert %f into %t[%c1] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
