// "test.ssacfg_region" (mlir-opt's test dialect): its regions are SSACFG
// regions, so dominance is checked inside them, across its regions and
// against the op's own results.
// RUN: bufopt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @use_before_def_across_blocks() {
  "test.ssacfg_region"() ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    "foo.use"(%v) : (index) -> ()
    cf.br ^bb1
  ^bb1:
    // expected-note @+1 {{operand defined here}}
    %v = index.constant 3
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @use_of_sibling_region_value() {
  "test.ssacfg_region"() ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    "foo.use"(%w) : (f32) -> ()
  }, {
    // expected-note @+1 {{operand defined here}}
    %w = "foo.def"() : () -> f32
  }) : () -> ()
  return
}

// -----

func.func @use_of_own_result() {
  // expected-note @+1 {{operand defined here}}
  %r = "test.ssacfg_region"() ({
    // expected-error @+1 {{operand #0 does not dominate this use}}
    "foo.use"(%r) : (i64) -> ()
  }) : () -> i64
  return
}
