// --help lists the driver's options and every registered pass with its
// summary; --version prints the version.
// RUN: bufopt --help | FileCheck %s
// RUN: bufopt --version | FileCheck --check-prefix=VERSION %s

// CHECK: USAGE: bufopt [options]
// CHECK-DAG: --split-input-file
// CHECK-DAG: --verify-diagnostics
// CHECK-DAG: --pass-pipeline=<pipeline>
// CHECK-DAG: --mlir-print-op-generic
// CHECK-DAG: --mlir-print-debuginfo
// CHECK-DAG: --mlir-timing
// CHECK-DAG: -o <filename>
// CHECK-DAG: --strip-debuginfo {{ *}}- Strip debug info from all operations
// CHECK-DAG: --symbol-dce {{ *}}- Eliminate dead symbols
// VERSION: bufopt version {{[0-9]+\.[0-9]+\.[0-9]+}}
