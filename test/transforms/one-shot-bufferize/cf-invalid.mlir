// Multi-block bodies one-shot-bufferize does not handle yet: an error
// naming the op, never wrong code.  A block listed before its immediate
// dominator (here ^bb1, reached only from ^bb2 below it) would be analysed
// and rewritten before the values it uses: refused (mlir-opt 22 bufferizes
// this input).  Loops made of blocks, several returns and cf.switch are
// supported (cf-loops*.mlir, cf-multi-return*.mlir, cf-switch*.mlir).
// RUN: bufopt %s --split-input-file --verify-diagnostics --one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops"

func.func @order(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  cf.br ^bb2
^bb1(%a: tensor<4xf32>):
  // expected-error @below {{'func.return' op is not supported by one-shot-bufferize yet: a block listed before its immediate dominator}}
  return %a : tensor<4xf32>
^bb2:
  cf.br ^bb1(%t : tensor<4xf32>)
}
