// Result names chosen by the op (OpAsmOpInterface::getAsmResultNames):
// test.string_attr_pretty_name names its results after its `names`
// property, which its parser fills from the names written in the source and
// which is printed only when the printed names disagree with it (a name
// taken twice gets a _N suffix, a number is no name);
// test.asm_interface_op names its groups `first`, `middle_results` and a
// number of its own for the last result.  The generic form prints none.
// RUN: bufopt %s -allow-unregistered-dialect -split-input-file | FileCheck %s
// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file | FileCheck %s
// RUN: bufopt %s -allow-unregistered-dialect -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GEN

// CHECK-LABEL: func @pretty
// CHECK-NEXT: %x = test.string_attr_pretty_name
// CHECK-NEXT: %x_0 = test.string_attr_pretty_name attributes {names = ["x"]}
// CHECK-NEXT: %q, %q_1, %r = test.string_attr_pretty_name attributes {names = ["q", "q", "r"]}
// CHECK-NEXT: %0:2 = test.string_attr_pretty_name attributes {names = ["", ""]}
// CHECK-NEXT: %a:2 = test.string_attr_pretty_name attributes {names = ["a"]}
// CHECK-NEXT: %_9lives = test.string_attr_pretty_name attributes {names = ["9lives"], z = 3 : i64}
// CHECK-NEXT: %1, %b = test.string_attr_pretty_name attributes {names = ["", "b"]}
// CHECK-NEXT: %two_words = test.string_attr_pretty_name attributes {names = ["two words"]}
// CHECK-NEXT: %r_2 = test.string_attr_pretty_name
// CHECK-NEXT: "foo.use"(%x, %x_0, %q_1, %0#1, %a#1, %_9lives, %1, %two_words, %r_2)
// GEN-LABEL: "func.func"
// GEN-NEXT: %0 = "test.string_attr_pretty_name"() <{names = ["x"]}> : () -> i32
// GEN-NEXT: %1 = "test.string_attr_pretty_name"() <{names = ["x"]}> : () -> i32
// GEN-NEXT: %2:3 = "test.string_attr_pretty_name"() <{names = ["q", "q", "r"]}> : () -> (i32, i32, i32)
// GEN-NEXT: %3:2 = "test.string_attr_pretty_name"() <{names = ["", ""]}> : () -> (i32, i32)
// GEN-NEXT: %4:2 = "test.string_attr_pretty_name"() <{names = ["a"]}> : () -> (i32, i32)
// GEN-NEXT: %5 = "test.string_attr_pretty_name"() <{names = ["9lives"]}> {z = 3 : i64} : () -> i32
// GEN-NEXT: %6:2 = "test.string_attr_pretty_name"() <{names = ["", "b"]}> : () -> (i32, i32)
// GEN-NEXT: %7 = "test.string_attr_pretty_name"() <{names = ["two words"]}> : () -> i32
// GEN-NEXT: %8 = "test.string_attr_pretty_name"() <{names = ["r_2"]}> : () -> i32
func.func @pretty() {
  %x = test.string_attr_pretty_name
  %y = test.string_attr_pretty_name attributes {names = ["x"]}
  %q:2, %r = test.string_attr_pretty_name
  %0:2 = test.string_attr_pretty_name
  %a, %b = test.string_attr_pretty_name attributes {names = ["a"]}
  %1 = test.string_attr_pretty_name attributes {names = ["9lives"], z = 3}
  %c:2 = "test.string_attr_pretty_name"() {names = ["", "b"]} : () -> (i32, i32)
  %d = "test.string_attr_pretty_name"() {names = ["two words"]} : () -> i32
  %r_2 = test.string_attr_pretty_name
  "foo.use"(%x, %y, %q#1, %0#1, %b, %1, %c#0, %d, %r_2) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// -----

// CHECK-LABEL: func @groups
// CHECK-NEXT: %first, %middle_results:3, %0 = "test.asm_interface_op"() {x = 1 : i64} : () -> (i32, i32, f32, i32, i32)
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %first_0, %1 = "test.asm_interface_op"() : () -> (i32, i64)
// CHECK-NEXT: "foo.use"(%first, %middle_results#0, %middle_results#2, %0, %first_0, %1, %c1_i32)
// GEN: %0:5 = "test.asm_interface_op"() {x = 1 : i64} : () -> (i32, i32, f32, i32, i32)
// GEN: %2:2 = "test.asm_interface_op"() : () -> (i32, i64)
// GEN: "foo.use"(%0#0, %0#1, %0#3, %0#4, %2#0, %2#1, %1)
func.func @groups() {
  %0:5 = "test.asm_interface_op"() {x = 1} : () -> (i32, i32, f32, i32, i32)
  %first = arith.constant 1 : i32
  %1:2 = "test.asm_interface_op"() : () -> (i32, i64)
  "foo.use"(%0#0, %0#1, %0#3, %0#4, %1#0, %1#1, %first) : (i32, i32, i32, i32, i32, i64, i32) -> ()
  return
}
