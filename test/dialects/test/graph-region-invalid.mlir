// test.graph_region: dominance is not checked inside its graph region, but
// an SSACFG region nested inside it is checked again; a value of the graph
// region is not visible above it.
// RUN: bufopt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @ssacfg_inside_graph() {
  test.graph_region {
    "test.ssacfg_region"() ({
      // expected-error @+1 {{operand #0 does not dominate this use}}
      "op.use"(%v) : (i32) -> ()
      // expected-note @+1 {{operand defined here}}
      %v = "op.def"() : () -> i32
    }) : () -> ()
    "test.terminator"() : () -> ()
  }
  return
}

// -----

func.func @use_outside() {
  test.graph_region {
    %v = "op.def"() : () -> i32
  }
  // expected-error @+1 {{use of undeclared SSA value name}}
  "op.use"(%v) : (i32) -> ()
  return
}

// -----

func.func @no_region() {
  // expected-error @+1 {{requires one region}}
  "test.graph_region"() : () -> ()
  return
}
