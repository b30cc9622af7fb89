// Without a file name, or with `-`, the input comes from stdin and locations
// name "<stdin>".
// RUN: bufopt < %s | FileCheck %s
// RUN: bufopt - < %s | FileCheck %s
// RUN: bufopt --mlir-print-debuginfo < %s | FileCheck --check-prefix=LOC %s
// RUN: echo 'func.func @f() { return %%v : i32 }' | not bufopt 2>&1 | FileCheck --check-prefix=ERR %s

// CHECK: func.func @from_stdin
// LOC: loc("<stdin>":
// ERR: <stdin>:1:25: error: use of undeclared SSA value name
func.func @from_stdin() {
  return
}
