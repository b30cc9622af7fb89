// RUN: bufopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Syntax errors in mlir-opt's words and at its lines (issue 15): the
// operation type after a generic op, the region list, alias definitions,
// an integer type where an op should start, and the note of a block
// argument that does not dominate its use.

func.func @missing_type() {
  // expected-error@+1 {{expected ':' followed by operation type}}
  %0 = "foo"()
  return
}

// -----

func.func @region_list() {
  // expected-error@+1 {{expected ')' to end region list}}
  "region"() ({}, {} : () -> ()
}

// -----

// expected-error@+1 {{type names with a '.' are reserved for dialect-defined names}}
!my.type = i32

// -----

// expected-error@+1 {{attribute names with a '.' are reserved for dialect-defined names}}
#my.attr = 1

// -----

!no_eq i32 // expected-error {{expected '=' in type alias definition}}

// -----

#no_eq 1 // expected-error {{expected '=' in attribute alias definition}}

// -----

func.func @int_type_as_op() {
  // expected-error@+1 {{expected operation name in quotes}}
  %c = arith.constant 1 i32
  return
}

// -----

func.func @arg_dominance() {  // expected-note {{operand defined as a block argument (block #1 in the same region)}}
  cf.br ^bb1(%x : i32)    // expected-error {{operand #0 does not dominate this use}}
^bb1(%x : i32):
  return
}

// -----

func.func @block_colon() {
^bb1 %x: i32 : // expected-error {{expected ':' after block name}}
  return
}

// -----

// expected-error@+1 {{expected '<' in tuple type}}
func.func private @tuple_open(tuple i32>)

// -----

// expected-error@+1 {{expected '>' in tuple type}}
func.func private @tuple_close(tuple<i32, f32)

// -----

// expected-error@+1 {{expected '<' in complex type}}
func.func private @complex_open(complex f32>)

// -----

// expected-error@+1 {{expected '>' in complex type}}
func.func private @complex_close(complex<f32)

// -----

// expected-error@+1 {{expected three consecutive dots for an ellipsis}}
func.func private @dots(..)

// -----

func.func @iv_in_use() {
  // expected-note@+1 {{previously referenced here}}
  "foo"(%i) : (index) -> ()
  // expected-error@+1 {{region entry argument '%i' is already in use}}
  affine.for %i = 0 to 4 {
  }
  return
}

// -----

func.func @successors(%a: i32) {
  // expected-error@+1 {{successors in non-terminator}}
  %c = "arith.addi"(%a, %a)[^bb1] : (i32, i32) -> i32
^bb1:
  return
}

// -----

func.func @operand_types() {
  // expected-error@+1 {{expected 0 operand types but had 1}}
  %1 = "foo"() : (i32) -> i64
  return
}

// -----

func.func @iv_result_number() {
  // expected-error@+1 {{result number not allowed in argument list}}
  affine.for %i#0 = 0 to 7 {
  }
  return
}
