// --mlir-print-ir-*: the dumps around passes, checked against mlir-opt 22
// with the same lines (dumps go to stderr; the IR itself to /dev/null).
// RUN: bufopt %s --allow-unregistered-dialect --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse),canonicalize)' --mlir-print-ir-before-all --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck --check-prefix=ALL %s
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse),canonicalize)' --mlir-print-ir-before-all --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck --check-prefix=ALL %s
// RUN: bufopt %s --allow-unregistered-dialect --cse --canonicalize --mlir-print-ir-before=canonicalize --mlir-print-ir-after=cse -o /dev/null 2>&1 | FileCheck --check-prefix=NAMED %s
// RUN: mlir-opt %s --allow-unregistered-dialect --cse --canonicalize --mlir-print-ir-before=canonicalize --mlir-print-ir-after=cse -o /dev/null 2>&1 | FileCheck --check-prefix=NAMED %s
// RUN: bufopt %s --allow-unregistered-dialect --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-ir-after-all --mlir-print-ir-module-scope -o /dev/null 2>&1 | FileCheck --check-prefix=SCOPE %s
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-ir-after-all --mlir-print-ir-module-scope -o /dev/null 2>&1 | FileCheck --check-prefix=SCOPE %s
// RUN: bufopt %s --allow-unregistered-dialect --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck --check-prefix=CHANGE %s
// RUN: mlir-opt %s --allow-unregistered-dialect --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse))' --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck --check-prefix=CHANGE %s
// A failing pass: only its dump, marked "Failed".
// RUN: not bufopt %s --canonicalize --one-shot-bufferize="allow-unknown-ops=false" --mlir-print-ir-after-failure --allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck --check-prefix=FAIL %s
// RUN: not mlir-opt %s --canonicalize --one-shot-bufferize="allow-unknown-ops=false" --mlir-print-ir-after-failure --allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck --check-prefix=FAIL %s
// An unknown pass name is an error.
// RUN: not bufopt %s --allow-unregistered-dialect --mlir-print-ir-after=no-such-pass 2>&1 | FileCheck --check-prefix=BAD %s

// ALL:      // -----// IR Dump Before CSE (cse) //----- //
// ALL-NEXT: func.func @f(%arg0: index) -> index {
// ALL-NEXT:   %0 = arith.addi %arg0, %arg0 : index
// ALL-NEXT:   %1 = arith.addi %arg0, %arg0 : index
// ALL:      {{^}}}
// ALL-EMPTY:
// ALL-NEXT: // -----// IR Dump After CSE (cse) //----- //
// ALL-NEXT: func.func @f(%arg0: index) -> index {
// ALL-NEXT:   %0 = arith.addi %arg0, %arg0 : index
// ALL-NEXT:   %1 = arith.muli %0, %0 : index
// ALL:      // -----// IR Dump Before CSE (cse) //----- //
// ALL-NEXT: func.func @g(
// ALL:      // -----// IR Dump After CSE (cse) //----- //
// ALL-NEXT: func.func @g(
// ALL:      // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// ALL-NEXT: module {
// ALL:      {{^}}}
// ALL-EMPTY:
// ALL-EMPTY:
// ALL-NEXT: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// ALL-NEXT: module {

// NAMED-NOT: IR Dump Before CSE
// NAMED:     // -----// IR Dump After CSE (cse) //----- //
// NAMED:     // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// NAMED-NOT: IR Dump

// SCOPE:      // -----// IR Dump After CSE (cse) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func.func @f(%arg0: index) -> index {
// SCOPE:      // -----// IR Dump After CSE (cse) ('func.func' operation: @g) //----- //
// SCOPE-NEXT: module {
// SCOPE-NEXT:   func.func @f(%arg0: index) -> index {

// CHANGE:     // -----// IR Dump After CSE (cse) //----- //
// CHANGE-NEXT: func.func @f(
// CHANGE-NOT: IR Dump

// FAIL-NOT:   IR Dump After Canonicalizer
// FAIL:       // -----// IR Dump After OneShotBufferizePass Failed (one-shot-bufferize) //----- //
// FAIL-NEXT:  module {
// FAIL:       "test.unknown"


// BAD: Cannot find option named 'no-such-pass'

func.func @f(%a: index) -> index {
  %0 = arith.addi %a, %a : index
  %1 = arith.addi %a, %a : index
  %2 = arith.muli %0, %1 : index
  return %2 : index
}
func.func @g(%a: index) -> index {
  return %a : index
}
func.func @h(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.unknown"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
