// test.dialect_custom_printer and test.dialect_custom_format_fallback (one
// fixed keyword each, upstream's dialect-level op printer and parser), and
// test.format_optional_result_d_op (`(: type)? attr-dict`, an optional
// f80 result), as mlir-opt prints them in the custom and the generic form.
// RUN: bufopt %s | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: bufopt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: mlir-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GEN

// CHECK: test.dialect_custom_printer custom_format{{$}}
// GEN: "test.dialect_custom_printer"() : () -> ()
test.dialect_custom_printer custom_format
// CHECK-NEXT: test.dialect_custom_format_fallback custom_format_fallback{{$}}
// GEN-NEXT: "test.dialect_custom_format_fallback"() : () -> ()
test.dialect_custom_format_fallback custom_format_fallback
// CHECK-NEXT: %{{.*}} = test.format_optional_result_d_op : f80{{$}}
// GEN-NEXT: %{{.*}} = "test.format_optional_result_d_op"() : () -> f80
test.format_optional_result_d_op : f80
// CHECK-NEXT: %{{.*}} = test.format_optional_result_d_op : f80 {tag = 1 : i64}
// GEN-NEXT: %{{.*}} = "test.format_optional_result_d_op"() {tag = 1 : i64} : () -> f80
%m = test.format_optional_result_d_op : f80 {tag = 1}
// CHECK-NEXT: test.format_optional_result_d_op {unit}
// GEN-NEXT: "test.format_optional_result_d_op"() {unit} : () -> ()
test.format_optional_result_d_op {unit}
// CHECK-NEXT: test.format_optional_result_d_op{{$}}
"test.format_optional_result_d_op"() : () -> ()
