// RUN: bufopt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// String elements where numbers are expected, and string literals of the
// wrong shape or mixed with numbers, in mlir-opt's words.

// expected-error@+1 {{expected floating point literal}}
"test.s"() {a = dense<["a", "b"]> : tensor<2xf32>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range for type}}
"test.s"() {a = dense<["a", "b"]> : tensor<2xi32>} : () -> ()

// -----

// expected-error@+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
"test.s"() {a = dense<["a", "b", "c"]> : tensor<2x!unknown<>>} : () -> ()

// -----

// expected-error@+1 {{expected string token, got 1}}
"test.s"() {a = dense<["a", 1]> : tensor<2x!unknown<>>} : () -> ()
