// RUN: bufopt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

// expected-error@+1 {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({
}) : () -> i32

// -----

// expected-error@+1 {{'builtin.module' op requires zero operands}}
"builtin.module"(%0) ({
}) : (i32) -> ()
%0 = builtin.unrealized_conversion_cast to i32
