// Bad input to the fixed-keyword and optional-result test ops.
// RUN: bufopt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{expected 'custom_format'}}
test.dialect_custom_printer other

// -----

// expected-error @+1 {{result group starting at #0 requires 0 or 1 element, but found 2}}
%a:2 = "test.format_optional_result_d_op"() : () -> (i32, i32)

// -----

// expected-error @+1 {{result #0 must be 80-bit float, but got 'memref<2xi8>'}}
%m = test.format_optional_result_d_op : memref<2xi8>
