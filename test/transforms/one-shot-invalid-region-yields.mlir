// Errors upstream's One-Shot Bufferize gives and bufopt now gives too:
// an scf.for whose init and yielded value live in different memory spaces
// (the yield's copy keeps its space: bufopt used to copy into the default
// space and go on), and an scf.execute_region whose blocks leave it through
// no or several scf.yield (bufopt said "not supported yet").
// RUN: bufopt %s --split-input-file --verify-diagnostics --one-shot-bufferize="allow-return-allocs-from-loops"
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --one-shot-bufferize="allow-return-allocs-from-loops"

func.func @for_spaces(%n: index) -> tensor<3xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<3xi8>
  %b = bufferization.alloc_tensor() : tensor<3xi8>
  // expected-error @below {{init_arg and yielded value bufferize to inconsistent memory spaces}}
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %b) -> tensor<3xi8> {
    // expected-error @below {{failed to bufferize op}}
    scf.yield %a : tensor<3xi8>
  }
  return %r : tensor<3xi8>
}

// -----

func.func @two_exits(%c: i1, %t: tensor<2xf32>, %u: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @below {{'scf.execute_region' op op without unique scf.yield is not supported}}
  %0 = scf.execute_region -> tensor<2xf32> {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %t : tensor<2xf32>
  ^bb2:
    scf.yield %u : tensor<2xf32>
  }
  return %0 : tensor<2xf32>
}
