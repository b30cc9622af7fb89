// RUN: bufopt %s --split-input-file --verify-diagnostics

func.func @f(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%b: i64):
  return
}

// -----

func.func @f(%a: i32, %c: i1) {
  // expected-error@+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.cond_br %c, ^bb1(%a : i32), ^bb1
^bb1(%b: i32):
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.switch %a : i32, [
    default: ^bb1,
    1: ^bb1(%a : i32)
  ]
^bb1:
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  "cf.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'index'}}
  cf.switch %a : index, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%a) <{msg = "x"}> : (i32) -> ()
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error@+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%a) : (i1) -> ()
  return
}
