// --mlir-print-op-on-diagnostic (default on, as mlir-opt 22): a verifier error
// on an op gets the note `see current operation: <op in generic form>` at the
// op's location, without the source line again; =false drops it.
// RUN: not bufopt %s 2>&1 | FileCheck %s
// RUN: not mlir-opt %s 2>&1 | FileCheck %s
// RUN: not bufopt --mlir-print-op-on-diagnostic=false %s 2>&1 | FileCheck --check-prefix=OFF %s
// RUN: not mlir-opt --mlir-print-op-on-diagnostic=false %s 2>&1 | FileCheck --check-prefix=OFF %s

// CHECK: op-on-diagnostic.mlir:[[@LINE+10]]:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: ^
// CHECK-NEXT: op-on-diagnostic.mlir:[[@LINE+7]]:3: note: see current operation: "func.return"(%1) : (i32) -> ()
// CHECK-EMPTY:
// OFF: error: type of return operand 0
// OFF-NOT: see current operation
func.func @f(%a: i32) -> i64 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  return %0 : i32
}
