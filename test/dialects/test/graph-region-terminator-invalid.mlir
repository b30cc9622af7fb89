// A graph region is exempt from dominance, not from the terminator: a
// test.graph_region block ending in a registered op that is not a
// terminator is rejected, as mlir-opt 22 rejects it (bufopt's verifier
// exempted every graph-region op from the terminator check).
// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @ends_in_constant() {
  test.graph_region {
    // expected-error @+1 {{block with no terminator}}
    %c = arith.constant 1 : i32
  }
  return
}

// -----

// Uses before definitions stay fine in a graph region.
func.func @use_before_def() {
  test.graph_region {
    %a = arith.addi %b, %b : i32
    %b = arith.constant 1 : i32
    "test.terminator"() : () -> ()
  }
  return
}
