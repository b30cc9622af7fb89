// bufopt only: test-tensor-copy-insertion with bufferize-function-boundaries
// analyses each function after its callees; calls in a cycle (mlir-opt
// analyses those without summaries) are refused with a diagnostic.
// RUN: bufopt %s -test-tensor-copy-insertion=bufferize-function-boundaries -verify-diagnostics

func.func @ping(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %0 = call @pong(%t, %n) : (tensor<4xf32>, index) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func @pong(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  // expected-error @+1 {{calls in a cycle are not supported yet}}
  %0 = call @ping(%t, %n) : (tensor<4xf32>, index) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
