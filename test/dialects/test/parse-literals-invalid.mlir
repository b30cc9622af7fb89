// Bad input to test.parse_b64, test.parse_integer_literal and
// test.parse_wrapped_keyword: diagnostics, never a crash.
// RUN: bufopt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @bad_b64() {
  // expected-error @+1 {{Invalid Base64 character 0x21 at index 4}}
  test.parse_b64 "Zm9v!mFy"
  return
}

// -----

func.func @b64_not_a_string() {
  // expected-error @+1 {{expected string}}
  test.parse_b64 42
  return
}

// -----

func.func @literal_not_an_integer() {
  // expected-error @+1 {{expected integer value}}
  test.parse_integer_literal : foo
  return
}

// -----

func.func @keyword_missing() {
  // expected-error @+1 {{expected valid keyword}}
  test.parse_wrapped_keyword 3
  return
}

// -----

func.func @b64_bad_length() {
  // expected-error @+1 {{Base64 encoded strings must be a multiple of 4 bytes in length}}
  test.parse_b64 "Zm9vY"
  return
}

// -----

func.func @b64_padding_inside() {
  // expected-error @+1 {{Invalid Base64 character 0x3d at index 6}}
  test.parse_b64 "Zm9vYm=y"
  return
}
