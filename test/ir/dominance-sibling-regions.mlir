// RUN: bufopt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// A value defined in one region of an op and used in a sibling region is a
// dominance error ("neither in a parent nor in a child region"), not a use
// across an isolated-from-above op, although the walk from the use up to
// the definition's region passes the enclosing func.func.

func.func @sibling_regions(%c: i1) {
  scf.if %c {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "foo.use"(%def) : (i32) -> ()
  } else {
    // expected-note@+1 {{operand defined here (op is neither in a parent nor in a child region)}}
    %def = "foo.def"() : () -> i32
  }
  return
}

// -----

func.func @sibling_block_argument(%c: i1) {
  scf.if %c {
    // expected-error@+1 {{operand #0 does not dominate this use}}
    "foo.use"(%arg) : (i32) -> ()
  } else {
    // expected-note@+1 {{operand defined as a block argument (block #0 neither in a parent nor in a child region)}}
    "foo.region"() ({
    ^bb0(%arg: i32):
      "foo.end"() : () -> ()
    }) : () -> ()
  }
  return
}
