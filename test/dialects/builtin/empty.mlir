// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// A file without operations prints an empty implicit module.

// CHECK: module {
// CHECK-NEXT: }
