// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// Literals mlir-opt rejects and bufopt used to accept (issue 17), in
// mlir-opt's words and at its locations.

// A decimal integer is not a float literal: in a dense literal...
// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
func.func @f() attributes {a = dense<[1, 2]> : tensor<2xf32>} {
  return
}

// -----

// ... in a dense array...
// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
func.func @f() attributes {a = array<f32: 1.5, 2>} {
  return
}

// -----

// ... and in a scalar float attribute.
func.func @f() {
  // expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
  // expected-note@+1 {{add a trailing dot to make the literal a float}}
  %c = arith.constant 1 : f32
  return
}

// -----

// A hex bit pattern wider than the type.
// expected-error@+1 {{hexadecimal float constant out of range for type}}
func.func @f() attributes {a = 0x7FC00000 : f16} {
  return
}

// -----

// expected-error@+1 {{hexadecimal float constant out of range for type}}
func.func @f() attributes {a = dense<[0x7FC000000, 1.0]> : tensor<2xf32>} {
  return
}

// -----

// expected-error@+1 {{hexadecimal float literal should not have a leading minus}}
func.func @f() attributes {a = array<f32: -0x3F800000>} {
  return
}

// -----

// Hex strings of a dense literal are 0x and pairs of hex digits.
// expected-error@+1 {{expected string containing hex digits starting with `0x`}}
func.func @f() attributes {a = dense<"0xZZ"> : tensor<1xi8>} {
  return
}

// -----

// expected-error@+1 {{elements hex data size is invalid for provided type: 'tensor<3xi8>'}}
func.func @f() attributes {a = dense<"0x0001"> : tensor<3xi8>} {
  return
}

// -----

// String escapes are \" \\ \n \t and two hex digits; the error is at the
// backslash.
// expected-error@+1 {{unknown escape in string literal}}
func.func @f() attributes {a = "\zz"} {
  return
}

// -----

// expected-error@+1 {{unknown escape in string literal}}
func.func @f() attributes {a = "\4"} {
  return
}

// -----

// expected-error@+1 {{unknown escape in string literal}}
func.func @"\q"() {
  return
}

// -----

// An unterminated string is reported at the end of its line.
// expected-error@+1 {{expected '"' in string literal}}
func.func @f() attributes {a = "abc\"} {
  return
}

// -----

// A minus goes with numbers only.
// expected-error@+1 {{expected integer or floating point literal}}
func.func @f() attributes {a = dense<[-true, false]> : tensor<2xi1>} {
  return
}

// -----

// expected-error@+1 {{expected floating point literal}}
func.func @f() attributes {a = dense<true> : tensor<2xf32>} {
  return
}

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
func.func @f() attributes {a = dense<true> : tensor<2xi32>} {
  return
}

// -----

// The accepted forms still read as before (-1 is true in i1).
func.func @f() attributes {a = "\22\\\n\t\"", b = array<f32: 0x3F800000, -2.5>,
                           c = dense<[0x7FC00000, 1.5]> : tensor<2xf32>,
                           d = dense<"0x0000803F"> : tensor<1xf32>, e = 0x7C00 : f16,
                           g = dense<[-1, 0, 1]> : tensor<3xi1>} {
  return
}
