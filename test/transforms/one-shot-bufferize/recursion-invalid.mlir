// With infer-layout-map, calls to a function in a call cycle get the fully
// dynamic boundary layout while its body may return another layout: the
// result types disagree and the verifier rejects the output, as mlir-opt 22's
// does after its pass (it reports the first call only; bufopt reports each
// call, with the same two notes).  identity-layout-map bufferizes the same input.
// RUN: bufopt %s --verify-diagnostics --one-shot-bufferize="bufferize-function-boundaries"
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s
// RUN: mlir-opt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s
// CHECK: func.func @f(%arg0: memref<4xf32>, %arg1: index) -> memref<4xf32> {
// CHECK: func.call @f(%arg0, %1) : (memref<4xf32>, index) -> memref<4xf32>
// CHECK: func.func @k(%arg0: memref<4xf32>) -> memref<4xf32> {
// CHECK: call @f(%arg0, %c0) : (memref<4xf32>, index) -> memref<4xf32>

func.func @f(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.cmpi eq, %n, %c0 : index
  scf.if %z {
    %m = arith.subi %n, %c1 : index
    // expected-error @below {{'func.call' op result type mismatch at index 0}}
    // expected-note @below {{op result types: 'memref<4xf32, strided<[?], offset: ?>>'}}
    // expected-note @below {{function result types: 'memref<4xf32>'}}
    %x = func.call @f(%t, %m) : (tensor<4xf32>, index) -> tensor<4xf32>
    %v = tensor.extract %x[%c0] : tensor<4xf32>
    vector.print %v : f32
  }
  %e = tensor.empty() : tensor<4xf32>
  %f0 = arith.constant 0.0 : f32
  %x = linalg.fill ins(%f0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %x : tensor<4xf32>
}
func.func @k(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'func.call' op result type mismatch at index 0}}
  // expected-note @below {{op result types: 'memref<4xf32, strided<[?], offset: ?>>'}}
  // expected-note @below {{function result types: 'memref<4xf32>'}}
  %r = func.call @f(%t, %c0) : (tensor<4xf32>, index) -> tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f0 = arith.constant 0.0 : f32
  %x = linalg.fill ins(%f0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %x : tensor<4xf32>
}
