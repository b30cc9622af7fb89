// dialect-filter combinations bufopt refuses (never wrong code), where
// mlir-opt 22 does something bufopt does not model yet:
// * bufferize-function-boundaries with 'func' but without 'bufferization':
//   not modelled (without 'func': options-dialect-filter-boundaries.mlir);
// * without 'bufferization' (upstream's copies stay alloc_tensor ops on
//   tensors, see options-dialect-filter-no-bufferization.mlir): an
//   allocation without a copy whose dynamic sizes upstream reifies from
//   the defining op (not a tensor.empty: options-dialect-filter-dynamic.mlir);
// (tensor.generate / pad / splat without 'linalg', region ops of filtered
// dialects: options-dialect-filter-unsupported.mlir.)
// RUN: bufopt %s --split-input-file --verify-diagnostics --one-shot-bufferize="dialect-filter=tensor,scf,linalg allow-return-allocs-from-loops"
// RUN: not bufopt %s --one-shot-bufferize="dialect-filter=tensor,func bufferize-function-boundaries" 2>&1 | FileCheck %s --check-prefix=NOBUF

// NOBUF: error: 'builtin.module' op is not supported by one-shot-bufferize yet with bufferize-function-boundaries and a dialect-filter without 'bufferization'

func.func @fill_slice(%t: tensor<?xf32>, %n: index, %v: f32) -> (tensor<?xf32>, tensor<?xf32>) {
  %a = tensor.extract_slice %t[0] [%n] [1] : tensor<?xf32> to tensor<?xf32>
  // expected-error @below {{'linalg.fill' op is not supported by one-shot-bufferize yet with a dialect-filter without 'bufferization': an out-of-place dynamic allocation of an op's result (upstream's sizes reified from the op) or of a function-boundary argument}}
  %f = linalg.fill ins(%v : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  return %f, %a : tensor<?xf32>, tensor<?xf32>
}
