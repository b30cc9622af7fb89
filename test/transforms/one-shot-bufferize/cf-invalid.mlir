// Multi-block bodies one-shot-bufferize does not handle yet: an error
// naming the op, never wrong code.  A cf.switch forwarding tensors has no
// hooks; allow-unknown-ops would keep it on tensors while its successor's
// argument becomes a memref, so it is refused there too (mlir-opt 22 fails
// on this input with "type mismatch for bb argument #0 of successor #2").
// RUN: bufopt %s --split-input-file --verify-diagnostics --one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops"

func.func @switch(%t: tensor<4xf32>, %v: i32, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  // expected-error @below {{'cf.switch' op is not supported by one-shot-bufferize yet: it forwards tensors to its successors without bufferization hooks (cf.switch)}}
  cf.switch %v : i32, [
    default: ^bb1(%t : tensor<4xf32>),
    1: ^bb2,
    2: ^bb1(%e : tensor<4xf32>)
  ]
^bb2:
  %w = tensor.insert %f into %t[%c0] : tensor<4xf32>
  cf.br ^bb1(%w : tensor<4xf32>)
^bb1(%a: tensor<4xf32>):
  return %a : tensor<4xf32>
}

// -----

// Blocks out of topological order (here without a loop): refused, as the
// conflict rule needs every branch to go to a later block.
func.func @order(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  cf.br ^bb2
^bb1(%a: tensor<4xf32>):
  return %a : tensor<4xf32>
^bb2:
  // expected-error @below {{'cf.br' op is not supported by one-shot-bufferize yet: a branch back to an earlier block (blocks must be in a topological order: no loops made of blocks)}}
  cf.br ^bb1(%t : tensor<4xf32>)
}
