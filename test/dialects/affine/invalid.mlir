// RUN: bufopt %s --split-input-file --verify-diagnostics

func.func @apply_operands(%i: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i)
  return
}

// -----

func.func @min_operands(%i: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0, d1) -> (d0 + d1)>(%i)
  return
}

// -----

func.func @apply_results(%i: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @min_no_results(%i: index) {
  // expected-error@+1 {{'affine.min' op affine map expect at least one result}}
  %0 = "affine.min"(%i) <{map = affine_map<(d0) -> ()>}> : (index) -> index
  return
}

// -----

func.func @apply_generic_operands(%i: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%i, %i) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}

// -----

func.func @max_generic_operands(%i: index) {
  // expected-error@+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.max"(%i, %i) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}

// -----

func.func @yield_parent() {
  // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  affine.yield
}

// -----

func.func @for_bound_prefix(%i: index) {
  // expected-error@+1 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %x = affine_map<(d0) -> (d0, 1)>(%i) to 10 {
  }
  return
}

// -----

func.func @for_yield_type(%i: index, %f: f32) {
  %r = affine.for %x = 0 to 10 iter_args(%a = %f) -> (f32) {
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %i : index
  }
  return
}
