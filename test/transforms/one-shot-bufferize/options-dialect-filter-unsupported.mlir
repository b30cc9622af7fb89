// dialect-filter: ops bufopt refuses (never wrong code) where mlir-opt 22
// accepts the program:
// * an scf.forall the filter leaves on tensors while it allows the
//   parallel_insert_slice ops of its terminator: upstream rewrites them
//   into copies into a to_buffer of the shared out, and its empty
//   scf.forall.in_parallel then yields the shared outs unchanged (the
//   writes are lost);
// * cf branches left on tensors (cf not in the filter) forwarding tensors
//   under bufferize-function-boundaries (without function boundaries:
//   options-dialect-filter-cf.mlir).
// (Filtered scf.for / if / while / execute_region / index_switch:
// options-dialect-filter-regions.mlir; tensor.generate / pad / splat
// without linalg: options-dialect-filter-lowered.mlir.)
// RUN: bufopt %s --split-input-file --verify-diagnostics --one-shot-bufferize="dialect-filter=tensor,bufferization,arith"
// RUN: not bufopt %s --split-input-file --one-shot-bufferize="dialect-filter=tensor,bufferization,arith,func bufferize-function-boundaries" 2>&1 | FileCheck %s --check-prefix=FB

// FB: error: 'scf.forall' op is not supported by one-shot-bufferize yet with a dialect-filter that leaves it on tensors
// FB: error: 'cf.br' op is not supported by one-shot-bufferize yet: it forwards tensors to its successors without bufferization hooks

func.func @forall(%t: tensor<8xf32>, %v: f32) -> tensor<8xf32> {
  // expected-error @below {{'scf.forall' op is not supported by one-shot-bufferize yet with a dialect-filter that leaves it on tensors (upstream's parallel_insert_slice writes would not reach its results)}}
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> tensor<8xf32> {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    %c0 = arith.constant 0 : index
    %u = tensor.insert %v into %s[%c0] : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %u into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

func.func @branch(%t: tensor<4xf32>, %c: i1, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^a, ^b(%t : tensor<4xf32>)
^a:
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  cf.br ^b(%w : tensor<4xf32>)
^b(%x: tensor<4xf32>):
  return %x : tensor<4xf32>
}
