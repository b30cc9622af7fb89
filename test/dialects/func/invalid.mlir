// RUN: bufopt %s --split-input-file --verify-diagnostics

func.func @f(%a: i32) -> i32 {
  // expected-error@+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
  func.return
}

// -----

func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i64
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f}}
  func.return %c : i64
}

// -----

// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() ({
^bb0(%b: i64, %c: i64):
  func.return
}) {function_type = (i64) -> (), sym_name = "g"} : () -> ()

// -----

// expected-error@+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() ({
^bb0(%b: i64):
  func.return
}) {function_type = (i32) -> (), sym_name = "g"} : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() ({
  func.return
}) {sym_name = "g"} : () -> ()

// -----

// expected-error@+1 {{'func.func' op requires attribute 'sym_name'}}
"func.func"() ({
  func.return
}) {function_type = () -> ()} : () -> ()

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @decl(i32)

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op 'nope' does not reference a valid function}}
  func.call @nope() : () -> ()
  func.return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  func.call @f() : () -> ()
  func.return
}

// -----

func.func @f(%a: i32) {
  %c = arith.constant 1 : i64
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  func.call @f(%c) : (i64) -> ()
  func.return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  %0 = func.call @f(%a) : (i32) -> i32
  func.return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'nope'}}
  %0 = func.constant @nope : () -> ()
  func.return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = func.constant @f : () -> ()
  func.return
}

// -----

func.func @f(%a: i32) {
  %0 = func.constant @f : (i32) -> ()
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %1 = "func.call_indirect"(%0, %a) : ((i32) -> (), i32) -> i32
  func.return
}

// -----

func.func @f(%a: i32) {
  %0 = func.constant @f : (i32) -> ()
  // expected-error@+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  "func.call_indirect"(%0) : ((i32) -> ()) -> ()
  func.return
}

// -----

func.func @f() {
  scf.execute_region {
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }
  func.return
}
