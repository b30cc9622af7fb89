// RUN: bufopt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// RUN: mlir-opt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s

// A sigil with no identifier after it, in mlir-opt's words for each sigil.

// expected-error@+1 {{invalid type identifier}}
func.func @type_sigil(!<"x">) -> ()

// -----

// expected-error@+1 {{invalid attribute name}}
func.func @attr_sigil() attributes {a = #<"x">}

// -----

func.func @ssa_sigil() {
  // expected-error@+1 {{invalid SSA name}}
  %<
}

// -----

func.func @block_sigil() {
  return
// expected-error@+1 {{invalid block name}}
^<:
}

// -----

func.func @symbol_sigil() {
  // expected-error@+1 {{@ identifier expected to start with letter or '_'}}
  "test.op"() {a = @1x} : () -> ()
  return
}

// -----

// An array attribute cut short: mlir-opt's list-until message.
func.func @array_unclosed() {
  // expected-error@+1 {{expected ',' or ']'}}
  "test.op"() {a = [1, 2 3]} : () -> ()
  return
}

// -----

func.func @dict_unclosed() {
  // expected-error@+1 {{expected '}' in attribute dictionary}}
  "test.op"() {a = 1 b = 2} : () -> ()
  return
}

// -----

// A forward reference whose definition has another type: reported at the
// definition, the note at the first use.
func.func @forward_type() -> i8 {
  cf.br ^bb2
^bb1:
  // expected-note@+1 {{previously used here with type 'i8'}}
  return %v : i8
^bb2:
  // expected-error@+1 {{definition of SSA value '%v#0' has type 'f32'}}
  %v = "test.def"() : () -> f32
  cf.br ^bb1
}
