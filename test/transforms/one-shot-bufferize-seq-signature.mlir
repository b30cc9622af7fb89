// RUN: bufopt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// A module whose sequences are only in signatures and calls, with no ONNX
// op: One-Shot Bufferize still turns them into containers (its hooks are
// found among the registered op kinds, not by a walk over the module's ops).

// CHECK-LABEL: func.func private @id(
// CHECK-SAME: %[[S:.*]]: memref<?xmemref<2xf32>>) -> memref<?xmemref<2xf32>>
// CHECK: return %[[S]] : memref<?xmemref<2xf32>>
func.func private @id(%s: !onnx.Seq<tensor<2xf32>>) -> !onnx.Seq<tensor<2xf32>> {
  return %s : !onnx.Seq<tensor<2xf32>>
}

// CHECK-LABEL: func.func @twice(
// CHECK-SAME: %{{.*}}: memref<?xmemref<2xf32>>) -> memref<?xmemref<2xf32>>
// CHECK: call @id(%{{.*}}) : (memref<?xmemref<2xf32>>) -> memref<?xmemref<2xf32>>
// CHECK-NOT: onnx.Seq
func.func @twice(%s: !onnx.Seq<tensor<2xf32>>) -> !onnx.Seq<tensor<2xf32>> {
  %a = func.call @id(%s) : (!onnx.Seq<tensor<2xf32>>) -> !onnx.Seq<tensor<2xf32>>
  %b = func.call @id(%a) : (!onnx.Seq<tensor<2xf32>>) -> !onnx.Seq<tensor<2xf32>>
  return %b : !onnx.Seq<tensor<2xf32>>
}
