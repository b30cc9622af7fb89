// Bad input to the test ops of IR/parser.mlir's result-name, isolated and
// default-dialect cases and to those of the deallocation tests.
// RUN: bufopt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// expected-error @+1 {{'test.asm_interface_op' op expected 2 or more results}}
%0 = "test.asm_interface_op"() : () -> i32

// -----

// expected-error @+1 {{'test.string_attr_pretty_name' op attribute 'names' failed to satisfy constraint: string array attribute}}
%x = test.string_attr_pretty_name attributes {names = [1]}

// -----

// no result, no name to take: the property is missing
// expected-error @+1 {{'test.string_attr_pretty_name' op requires attribute 'names'}}
test.string_attr_pretty_name

// -----

// expected-error @+1 {{'test.string_attr_pretty_name' op result #0 must be variadic of 32-bit signless integer, but got 'i64'}}
%y = "test.string_attr_pretty_name"() {names = ["y"]} : () -> i64

// -----

// expected-error @+1 {{'test.default_dialect' op requires one region}}
test.default_dialect attributes {a = 1}

// -----

// expected-error @+1 {{'test.read_buffer' op operand #0 must be ranked or unranked memref of any type values, but got 'i32'}}
"test.read_buffer"(%c) : (i32) -> ()
%c = "test.source"() : () -> i32

// -----

// expected-error @+1 {{'test.one_region_with_recursive_memory_effects' op requires one result}}
"test.one_region_with_recursive_memory_effects"() ({
  "test.return"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'test.one_region_with_recursive_memory_effects' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
%1 = "test.one_region_with_recursive_memory_effects"() ({
}) : () -> i32

// -----

func.func @wrong_terminator(%n: index) {
  // expected-error @+2 {{'test.region_if' op expects regions to end with 'test.region_if_yield', found 'test.return'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'test.region_if_yield'}}
  test.region_if %n : index -> () then {
  ^bb0(%i: index):
    "test.return"() : () -> ()
  } else {
  ^bb0(%i: index):
    "test.region_if_yield"() : () -> ()
  } join {
    "test.region_if_yield"() : () -> ()
  }
  return
}

// -----

func.func @no_then(%n: index) {
  // expected-error @+1 {{'test.region_if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "test.region_if"(%n) ({
  }, {
  ^bb0(%i: index):
    "test.region_if_yield"() : () -> ()
  }, {
    "test.region_if_yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @types(%n: index) {
  test.region_if %n : index, index -> () then {
  } else {
  } join {
  }
  // the operands are resolved after the regions, where the op ends
  // expected-error @+1 {{custom op 'test.region_if' number of operands and types do not match: got 1 operands and 2 types}}
  return
}

// -----

// expected-error @+1 {{custom op 'test.return' has no custom assembly form}}
test.return
