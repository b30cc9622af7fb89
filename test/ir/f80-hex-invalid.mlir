// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics

// A bit pattern wider than the float type is out of range.
func.func @f() {
  // expected-error@+1 {{hexadecimal float constant out of range for type}}
  "test.b"() {f = 0x17FFF8000000000000000 : f80} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{hexadecimal float constant out of range for type}}
  "test.b"() {f = 0x1FFFF0000000000000000000000000000 : f128} : () -> ()
  return
}
