// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// RUN: bufopt %s --split-input-file --verify-diagnostics 2>&1 | FileCheck %s --check-prefix=OK --allow-empty

// Dominance across the blocks of a region, which the verifier asks of the
// analyses' dominator trees (src/ir/dominance.c).
// OK-NOT: error

// A value of the entry block reaches every block; one of a loop header
// reaches its latch; a use in an unreachable block is not checked.
func.func @ok(%c: i1, %x: i32) -> i32 {
  %a = arith.addi %x, %x : i32
  cf.cond_br %c, ^head, ^exit(%a : i32)
^head:
  %h = arith.muli %a, %a : i32
  cf.br ^latch
^latch:
  %l = arith.addi %h, %a : i32
  cf.cond_br %c, ^head, ^exit(%l : i32)
^dead:
  %u = arith.addi %h, %l : i32
  cf.br ^exit(%u : i32)
^exit(%r: i32):
  return %r : i32
}

// -----

// The two arms of a diamond do not dominate the join.
func.func @diamond(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^left, ^right
^left:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %l = arith.addi %x, %x : i32
  cf.br ^join
^right:
  cf.br ^join
^join:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %j = arith.addi %l, %x : i32
  return %j : i32
}

// -----

// A loop's body does not dominate its header.
func.func @backedge(%c: i1, %x: i32) -> i32 {
  cf.br ^head
^head:
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %h = arith.addi %b, %x : i32
  cf.cond_br %c, ^body, ^exit
^body:
  // expected-note@+1 {{operand defined here (op in the same region)}}
  %b = arith.muli %x, %x : i32
  cf.br ^head
^exit:
  return %h : i32
}
