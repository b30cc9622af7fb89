// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// Argument and result attributes of a function must belong to a dialect
// (issue 15: bufopt accepted any name).  A dialect prefix is enough.

// expected-error@+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @arg(i1 {plain = 10})

// -----

// expected-error@+1 {{'func.func' op results may only have dialect attributes}}
func.func private @result() -> (i1 {plain})

// -----

// expected-error@+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @with_body(%a: i32 {some.attr, other = 1}) {
  return
}

// -----

// Prefixed names pass.
func.func private @ok(i1 {foo.bar = 10}) -> (i1 {foo.baz})

// -----

// A signature names all its arguments or none.
func.func @types_then_names(f32,
                            %a: i32) { // expected-error {{expected type instead of SSA identifier}}
  return
}

// -----

func.func @names_then_types(%a: i32,
                            f32) { // expected-error {{expected SSA identifier}}
  return
}
