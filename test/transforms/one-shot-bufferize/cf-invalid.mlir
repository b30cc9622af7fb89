// Multi-block regions one-shot-bufferize does not handle: an error naming
// the op, never wrong code.  Blocks inside a region op (here an
// scf.execute_region with two yields) are refused with mlir-opt 22's own
// error ("op without unique scf.yield is not supported").  Loops made
// of blocks, blocks listed before their dominator, several returns and
// cf.switch in a function body are supported (cf-loops*.mlir,
// cf-multi-return.mlir, cf-switch-*.mlir).
// RUN: bufopt %s --split-input-file --verify-diagnostics --one-shot-bufferize="bufferize-function-boundaries allow-unknown-ops"

func.func @region_blocks(%t: tensor<4xf32>, %c: i1, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  // expected-error @below {{'scf.execute_region' op op without unique scf.yield is not supported}}
  %r = scf.execute_region -> tensor<4xf32> {
    cf.cond_br %c, ^a, ^b
  ^a:
    %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  ^b:
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
