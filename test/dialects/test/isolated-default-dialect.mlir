// test.isolated_region: its region's index argument is written and printed
// with the name of the op's operand (shadowing it), also when that operand
// is a result of a group or has a name of its own; the generic form shows
// the argument.  test.default_dialect: ops in its region may drop the
// `test.` prefix and print without it when the rest of the name has no dot
// (test.op.with_dot_in_name keeps it); test.dialect_custom_printer.with.dot
// parses with nothing after its name and prints in the generic form.
// RUN: bufopt %s -allow-unregistered-dialect -split-input-file | FileCheck %s
// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file | FileCheck %s
// RUN: bufopt %s -allow-unregistered-dialect -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: mlir-opt %s -allow-unregistered-dialect -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: bufopt %s -allow-unregistered-dialect -split-input-file | bufopt -allow-unregistered-dialect -split-input-file | FileCheck %s

// CHECK-LABEL: func @isolated(
// CHECK-SAME: %[[A:.*]]: index)
// CHECK-NEXT: %[[C:.*]] = arith.constant 10 : index
// CHECK-NEXT: test.isolated_region %[[C]] {
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: "foo.consumer"(%[[C]], %[[C1]]) : (index, index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %[[R:.*]]:2 = "foo.op"()
// CHECK-NEXT: test.isolated_region %[[R]]#1 {
// CHECK-NEXT: "foo.consumer"(%[[R]]#1) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: test.isolated_region %[[A]] {
// CHECK-NEXT: test.isolated_region %[[A]] {
// CHECK-NEXT: "foo.consumer"(%[[A]]) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "foo.terminator"() : () -> ()
// GEN-LABEL: sym_name = "isolated"
// GEN: "test.isolated_region"(%{{.*}}) ({
// GEN-NEXT: ^bb0(%[[X:.*]]: index):
// GEN: "foo.consumer"(%[[X]], %{{.*}}) : (index, index) -> ()
// GEN: "test.isolated_region"(%{{.*}}#1) ({
// GEN-NEXT: ^bb0(%[[Y:.*]]: index):
// GEN-NEXT: "foo.consumer"(%[[Y]]) : (index) -> ()
func.func @isolated(%a: index) {
  %0 = arith.constant 10 : index
  test.isolated_region %0 {
    %1 = arith.constant 1 : index
    "foo.consumer"(%0, %1) : (index, index) -> ()
  }
  %r:2 = "foo.op"() : () -> (index, index)
  test.isolated_region %r#1 {
    "foo.consumer"(%r#1) : (index) -> ()
  }
  test.isolated_region %a {
    test.isolated_region %a {
      "foo.consumer"(%a) : (index) -> ()
    }
    "foo.terminator"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func @default_dialect
// CHECK-NEXT: test.default_dialect {
// CHECK-NEXT: %{{.*}}:2 = parse_integer_literal : 2
// CHECK-NEXT: dialect_custom_printer custom_format
// CHECK-NEXT: test.op.with_dot_in_name {a = 1 : i64}
// CHECK-NEXT: "test.dialect_custom_printer.with.dot"() : () -> ()
// CHECK-NEXT: default_dialect {
// CHECK-NEXT: polyfor {
// CHECK: }
// CHECK-NEXT: "test.terminator"() : () -> ()
// CHECK-NEXT: } attributes {b = 2 : i64}
// CHECK-NEXT: "foo.op"() ({
// CHECK-NEXT: test.parse_integer_literal{{$}}
// CHECK-NEXT: "test.terminator"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "test.terminator"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// GEN-LABEL: sym_name = "default_dialect"
// GEN: "test.default_dialect"() ({
// GEN-NEXT: %{{.*}}:2 = "test.parse_integer_literal"() : () -> (index, index)
// GEN-NEXT: "test.dialect_custom_printer"() : () -> ()
// GEN-NEXT: "test.op.with_dot_in_name"() {a = 1 : i64} : () -> ()
// GEN-NEXT: "test.dialect_custom_printer.with.dot"() : () -> ()
func.func @default_dialect() {
  test.default_dialect {
    parse_integer_literal : 2
    test.dialect_custom_printer custom_format
    test.op.with_dot_in_name {a = 1}
    test.dialect_custom_printer.with.dot
    test.default_dialect {
      polyfor {
        "foo.op"() : () -> ()
      }
      "test.terminator"() : () -> ()
    } attributes {b = 2}
    "foo.op"() ({
      // a generic op pushes no default dialect: still `test` (but it
      // prints with the prefix)
      parse_integer_literal
      "test.terminator"() : () -> ()
    }) : () -> ()
    "test.terminator"() : () -> ()
  }
  return
}
