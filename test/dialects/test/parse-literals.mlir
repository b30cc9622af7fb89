// test.parse_integer_literal (`: N` gives N index results),
// test.parse_wrapped_keyword (a dotted keyword kept in `keyword`) and
// test.parse_b64 (a base64 literal decoded into `b64`), as mlir-opt prints
// them in the custom and the generic form.
// RUN: bufopt %s | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: bufopt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// RUN: mlir-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GEN

// CHECK-LABEL: func @literals
// GEN-LABEL: sym_name = "literals"
func.func @literals() -> (index, index) {
  // CHECK: %[[R:.*]]:3 = test.parse_integer_literal : 3
  // GEN: %[[R:.*]]:3 = "test.parse_integer_literal"() : () -> (index, index, index)
  %r:3 = test.parse_integer_literal : 3
  // CHECK-NEXT: test.parse_integer_literal{{$}}
  // GEN-NEXT: "test.parse_integer_literal"() : () -> ()
  test.parse_integer_literal : 0
  // CHECK-NEXT: test.parse_wrapped_keyword my.dotted.kw{{$}}
  // GEN-NEXT: "test.parse_wrapped_keyword"() <{keyword = "my.dotted.kw"}> : () -> ()
  test.parse_wrapped_keyword my.dotted.kw
  // CHECK-NEXT: test.parse_b64 "Zm9vYmFy"
  // GEN-NEXT: "test.parse_b64"() <{b64 = "foobar"}> : () -> ()
  test.parse_b64 "Zm9vYmFy"
  // CHECK-NEXT: test.parse_b64 "Zm9vYg=="
  // GEN-NEXT: "test.parse_b64"() <{b64 = "foob"}> : () -> ()
  test.parse_b64 "Zm9vYg=="
  // CHECK-NEXT: test.parse_b64 "Zm9vYmE="
  // GEN-NEXT: "test.parse_b64"() <{b64 = "fooba"}> : () -> ()
  test.parse_b64 "Zm9vYmE="
  // CHECK-NEXT: test.parse_b64 "IgoA/w=="
  // GEN-NEXT: "test.parse_b64"() <{b64 = "\22\0A\00\FF"}> : () -> ()
  "test.parse_b64"() <{b64 = "\22\0A\00\FF"}> : () -> ()
  // CHECK-NEXT: test.parse_b64 ""
  test.parse_b64 ""
  // CHECK-NEXT: return %[[R]]#0, %[[R]]#2
  return %r#0, %r#2 : index, index
}
