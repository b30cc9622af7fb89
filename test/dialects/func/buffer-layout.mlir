// `bufferization.buffer_layout` on a function argument: with
// bufferize-function-boundaries the argument's buffer takes that layout
// (strided or affine map) in place of the boundary layout, on definitions
// and declarations; callers cast to it when the cast cannot fail, else
// copy into a new buffer of that layout.  After the signature is
// bufferized the attribute is dropped from definitions (declarations keep
// it), as upstream.  Both tools, same CHECK lines.
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s
// The default (infer-layout-map): mlir-opt 22 builds an invalid alloc of a
// layout with a dynamic offset for the copy into @ext's argument; bufopt
// copies into an identity buffer and casts it.
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=INFER

// CHECK: #[[MAP:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @callee(
// CHECK-SAME: %[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>, %[[B:.*]]: memref<?x8xf32, #[[MAP]]>) -> f32 {
// CHECK: memref.load %[[A]]
// CHECK: memref.load %[[B]]
// CHECK: func.func private @ext(memref<4xf32, strided<[1], offset: ?>> {bufferization.buffer_layout = strided<[1], offset: ?>}) -> memref<4xf32>
// CHECK-LABEL: func.func @caller(
// CHECK-SAME: %[[X:.*]]: memref<4xf32>, %[[Y:.*]]: memref<?x8xf32>) -> f32 {
// CHECK: %[[CAST:.*]] = memref.cast %[[X]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK: %[[ALLOC:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?x8xf32, #[[MAP]]>
// CHECK: memref.copy %[[Y]], %[[ALLOC]] : memref<?x8xf32> to memref<?x8xf32, #[[MAP]]>
// CHECK: call @callee(%[[CAST]], %[[ALLOC]]) : (memref<4xf32, strided<[?], offset: ?>>, memref<?x8xf32, #[[MAP]]>) -> f32
// CHECK: %[[CAST2:.*]] = memref.cast %[[X]] : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK: call @ext(%[[CAST2]])

// INFER-LABEL: func.func @caller(
// INFER-SAME: %[[X:.*]]: memref<4xf32, strided<[?], offset: ?>>
// INFER: %[[NEW:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// INFER: memref.copy %[[X]], %[[NEW]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// INFER: %[[C:.*]] = memref.cast %[[NEW]] : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// INFER: call @ext(%[[C]])

func.func @callee(%a: tensor<4xf32> {bufferization.buffer_layout = strided<[?], offset: ?>},
                  %b: tensor<?x8xf32> {bufferization.buffer_layout = affine_map<(d0, d1) -> (d1, d0)>}) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %a[%c0] : tensor<4xf32>
  %y = tensor.extract %b[%c0, %c0] : tensor<?x8xf32>
  %z = arith.addf %x, %y : f32
  return %z : f32
}
func.func private @ext(tensor<4xf32> {bufferization.buffer_layout = strided<[1], offset: ?>}) -> tensor<4xf32>
func.func @caller(%a: tensor<4xf32>, %b: tensor<?x8xf32>) -> f32 {
  %r = call @callee(%a, %b) : (tensor<4xf32>, tensor<?x8xf32>) -> f32
  %e = call @ext(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : f32
}
