// An op of a dialect neither tool registers ("foo") is an error unless
// --allow-unregistered-dialect is given; with the flag it is read and printed
// back.  Both tools, both ways.
// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect | FileCheck %s --check-prefix=FLAG
// RUN: mlir-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s --check-prefix=FLAG
// RUN: bufopt %s --split-input-file -allow-unregistered-dialect=true | FileCheck %s --check-prefix=FLAG
// RUN: bufopt %s --split-input-file --allow-unregistered-dialect=false --verify-diagnostics
//
// The message and its column (the token after the op name), exactly:
// RUN: not bufopt %s 2>&1 | FileCheck %s --check-prefix=MSG
// RUN: not mlir-opt %s 2>&1 | FileCheck %s --check-prefix=MSG
// MSG: unregistered-dialect.mlir:[[# @LINE + 7]]:12: error: operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used
//
// The custom form of an unknown dialect is an error even with the flag:
// RUN: printf 'func.func @f() {\n  foo.bar\n  return\n}\n' > %t.custom.mlir
// RUN: not bufopt %t.custom.mlir --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=CUSTOM
// RUN: not mlir-opt %t.custom.mlir --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=CUSTOM
// CUSTOM: custom.mlir:2:3: error: Dialect `foo' not found for custom op 'foo.bar'
  "foo.bar"() : () -> () // expected-error {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}

// FLAG-LABEL: module {
// FLAG-NEXT:    "foo.bar"() : () -> ()
// FLAG-NEXT:  }

// -----

// inside a registered op's region, with results
func.func @results(%a: i32) -> i32 {
  // expected-error @+1 {{operation being parsed with an unregistered dialect}}
  %0:2 = "foo.pair"(%a) {k = 1 : i32} : (i32) -> (i32, i32)
  return %0#1 : i32
}

// FLAG-LABEL: func.func @results(
// FLAG-SAME:      %[[A:.*]]: i32) -> i32 {
// FLAG-NEXT:    %[[P:.*]]:2 = "foo.pair"(%[[A]]) {k = 1 : i32} : (i32) -> (i32, i32)
// FLAG-NEXT:    return %[[P]]#1 : i32

// -----

// a name without a dot: its dialect is the whole name
// expected-error @+1 {{operation being parsed with an unregistered dialect}}
"nodot"() ({
  "foo.inner"() : () -> ()
}) : () -> ()

// FLAG-LABEL: module {
// FLAG-NEXT:    "nodot"() ({
// FLAG-NEXT:      "foo.inner"() : () -> ()
// FLAG-NEXT:    }) : () -> ()
