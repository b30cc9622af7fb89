// --run names a line when the entry function is missing (the implicit
// module's first line), and a close spelling gets a note (issue 17).
// RUN: not bufopt %s --run 2>&1 | FileCheck %s
// RUN: not bufopt %s --run=nothing_like_it 2>&1 | FileCheck %s --check-prefix=FAR

// CHECK: run-missing-entry.mlir:1:1: error: no function named @main to run
// CHECK: run-missing-entry.mlir:[[@LINE+6]]:1: note: did you mean @mian?
// FAR: run-missing-entry.mlir:1:1: error: no function named @nothing_like_it to run
// FAR-NOT: note
func.func @helper() {
  return
}
func.func @mian() {
  return
}
