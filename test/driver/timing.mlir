// --mlir-timing prints mlir-opt's execution time report on stderr: the
// parser, each pass (nested pipelines indented), the printer, the rest.
// RUN: bufopt --mlir-timing --pass-pipeline='builtin.module(func.func(strip-debuginfo),symbol-dce)' %s -o /dev/null 2>&1 | FileCheck %s

// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Execution time report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT:   Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// CHECK-EMPTY:
// CHECK-NEXT:   ----Wall Time----  ----Name----
// CHECK-NEXT:     {{[0-9]+\.[0-9]+}} ({{ *[0-9]+\.[0-9]}}%)  Parser
// CHECK-NEXT:     {{.*}}  'func.func' Pipeline
// CHECK-NEXT:     {{.*}}    strip-debuginfo
// CHECK-NEXT:     {{.*}}  symbol-dce
// CHECK-NEXT:     {{.*}}  Output
// CHECK-NEXT:     {{.*}}  Rest
// CHECK-NEXT:     {{.*}} (100.0%)  Total
func.func @f() {
  return
}
