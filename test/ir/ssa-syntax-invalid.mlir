// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics

// A block argument without its type and a result list without '=', in
// mlir-opt 22's words.

func.func @block_arg_missing_type() {
  cf.br ^bb1
// expected-error@+1 {{expected ':' and type for SSA operand}}
^bb1(%a):
  return
}

// -----

func.func @results_missing_eq() {
  // expected-error@+1 {{expected '=' after SSA name}}
  %r:2 "test.op" () : () -> (i32, i32)
  return
}

// -----

func.func @results_missing_eq2() {
  // expected-error@+1 {{expected '=' after SSA name}}
  %a, %b "test.op" () : () -> (i32, i32)
  return
}
