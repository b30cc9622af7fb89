// RUN: bufopt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// Inside test.affine_scope, a value of the scope's own body that is not
// affine (a multiplication of a loop's induction variable) is no symbol.
func.func @not_a_symbol(%n : index) {
  test.affine_scope {
    affine.for %j = 0 to %n {
      %k = arith.muli %j, %j : index
      // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
      affine.for %l = 0 to %k {
      }
    }
    "terminate"() : () -> ()
  }
  return
}

// -----

func.func @two_blocks() {
  // expected-error@+1 {{'test.affine_scope' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  test.affine_scope {
    "terminate"() : () -> ()
  ^bb1:
    "terminate"() : () -> ()
  }
  return
}

// -----

func.func @no_block() {
  // expected-error@+1 {{'test.affine_scope' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "test.affine_scope"() ({
  }) : () -> ()
  return
}

// -----

func.func @operand(%n : index) {
  // expected-error@+1 {{'test.affine_scope' op requires zero operands}}
  "test.affine_scope"(%n) ({
    "terminate"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @result() {
  // expected-error@+1 {{'test.affine_scope' op requires zero results}}
  %r = "test.affine_scope"() ({
    "terminate"() : () -> ()
  }) : () -> index
  return
}
