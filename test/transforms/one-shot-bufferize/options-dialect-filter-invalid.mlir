// dialect-filter combinations bufopt refuses (never wrong code), where
// mlir-opt 22 does something bufopt does not model yet:
// * without 'bufferization' upstream leaves its own copies
//   (bufferization.alloc_tensor copy(..)) and tensor.empty (turned into
//   alloc_tensor) on tensors;
// * bufferize-function-boundaries without 'func': upstream's analysis then
//   copies far more;
// (tensor.generate / pad / splat without 'linalg', region ops of filtered
// dialects: options-dialect-filter-unsupported.mlir.)
// RUN: bufopt %s --verify-diagnostics --one-shot-bufferize="dialect-filter=tensor"
// RUN: not bufopt %s --one-shot-bufferize="dialect-filter=tensor,bufferization bufferize-function-boundaries" 2>&1 | FileCheck %s --check-prefix=NOFUNC

// NOFUNC: error: 'builtin.module' op is not supported by one-shot-bufferize yet with bufferize-function-boundaries and a dialect-filter without 'func'

// expected-error @below {{'builtin.module' op is not supported by one-shot-bufferize yet with a dialect-filter without 'bufferization' (upstream leaves its copies and tensor.empty on tensors)}}
module {
  func.func @f(%t: tensor<4xf32>, %i: index, %v: f32) -> tensor<4xf32> {
    %0 = tensor.insert %v into %t[%i] : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
