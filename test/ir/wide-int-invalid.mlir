// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics

// Integer literals beyond their 65..128-bit type are rejected as mlir-opt
// rejects them.
func.func @f() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  "test.u"() {a = 340282366920938463463374607431768211456 : i128} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  "test.u"() {a = -170141183460469231731687303715884105729 : i128} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  "test.u"() {a = 170141183460469231731687303715884105728 : si128} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{negative integer literal not valid for unsigned integer type}}
  "test.u"() {a = -1 : ui100} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{integer constant out of range for attribute}}
  "test.u"() {a = 0x1FFFFFFFFFFFFFFFFF : i68} : () -> ()
  return
}
