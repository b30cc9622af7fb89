// dialect-filter is accepted but not supported yet: ops of the other
// dialects would have to stay on tensors with to_buffer / to_tensor around
// them, which the analysis cannot model yet, so the pass refuses (never
// wrong code).  mlir-opt bufferizes this.
// RUN: not bufopt %s --one-shot-bufferize="bufferize-function-boundaries dialect-filter=tensor,bufferization" 2>&1 | FileCheck %s
// CHECK: error: 'builtin.module' op is not supported by one-shot-bufferize yet with dialect-filter (ops of other dialects would have to be left on tensors)

func.func @f(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %w = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %w : tensor<4xf32>
}
