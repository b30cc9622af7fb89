// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// Builtin attributes bufopt used to parse too leniently or reject with its
// own words (issue 15): dense arrays, dense_resource and distinct, each
// reported as mlir-opt reports it.

// expected-error@+1 {{expected '<' after 'array'}}
#a = array

// -----

// expected-error@+1 {{expected integer or float type, got: 'vector<2xi32>'}}
#a = array<vector<2xi32>>

// -----

// The element width must be a whole number of bytes (i1 excepted).
// expected-error@+1 {{element type bitwidth must be a multiple of 8}}
#a = array<i4: 1>

// -----

// expected-error@+1 {{expected ':' after dense array type}}
#a = array<i16)

// -----

// expected-error@+1 {{expected '>' to close an array attribute}}
#a = array<i16: 1, 2 3>

// -----

// expected-error@+1 {{expected '<' after 'dense_resource'}}
#a = dense_resource>

// -----

// expected-error@+1 {{expected ':'}}
#a = dense_resource<blob>

// -----

// expected-error@+1 {{`dense_resource` expected a shaped type}}
#a = dense_resource<blob> : i32

// -----

// expected-error@+1 {{expected '[' after 'distinct'}}
#a = distinct<1>

// -----

// expected-error@+1 {{expected distinct ID}}
#a = distinct[x]<1>

// -----

// expected-error@+1 {{expected an unsigned 64-bit integer}}
#a = distinct[18446744073709551616]<1>

// -----

// expected-error@+1 {{expected ']' to close distinct ID}}
#a = distinct[3>

// -----

// expected-error@+1 {{expected '<' after distinct ID}}
#a = distinct[3][

// -----

// expected-error@+1 {{expected '>' to close distinct attribute}}
#a = distinct[3]<"x")

// -----

// One ID names one attribute.
#a = distinct[7]<"first">
// expected-error@+1 {{referenced attribute does not match previous definition: "first"}}
#b = distinct[7]<"second">

// -----

// si64 is signed: 2^63 does not fit (i64 takes it as a bit pattern).
// expected-error@+1 {{integer constant out of range for attribute}}
#a = 9223372036854775808 : si64
