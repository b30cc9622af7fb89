// -p is mlir-opt's short form of --pass-pipeline (upstream's
// buffer-results-to-out-params lit tests use it); bufopt refused it as an
// unknown argument.
// RUN: bufopt %s -p 'builtin.module(func.func(canonicalize))' | FileCheck %s
// RUN: bufopt %s -p='builtin.module(func.func(canonicalize))' | FileCheck %s
// RUN: mlir-opt %s -p 'builtin.module(func.func(canonicalize))' | FileCheck %s
// RUN: not bufopt %s -p 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: --pass-pipeline needs a value

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    %[[C:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    return %[[C]]
func.func @f() -> i32 {
  %a = arith.constant 2 : i32
  %b = arith.constant 3 : i32
  %c = arith.addi %a, %b : i32
  return %c : i32
}
