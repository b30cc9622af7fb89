// Pass pipelines: textual (--pass-pipeline), one flag per pass, nesting of
// func.func pipelines, and the pipeline as bufopt understood it.
// RUN: bufopt --pass-pipeline='builtin.module(symbol-dce)' %s | FileCheck %s
// RUN: bufopt --symbol-dce %s | FileCheck %s
// RUN: bufopt --pass-pipeline='builtin.module(func.func(strip-debuginfo),symbol-dce)' %s | FileCheck %s
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(strip-debuginfo),symbol-dce)' %s | FileCheck %s
// RUN: bufopt --pass-pipeline=' builtin.module( symbol-dce , strip-debuginfo ) ' %s | FileCheck %s
// RUN: bufopt --pass-pipeline 'builtin.module(symbol-dce)' %s | FileCheck %s
// RUN: bufopt --pass-pipeline='builtin.module()' %s | FileCheck --check-prefix=NOPASS %s
// RUN: bufopt --dump-pass-pipeline --pass-pipeline='builtin.module(func.func(strip-debuginfo))' --symbol-dce %s -o /dev/null 2>&1 | FileCheck --check-prefix=DUMP %s
// RUN: bufopt --verify-each=false --symbol-dce %s | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect --symbol-dce %s | FileCheck %s

// CHECK-LABEL: func.func @public
// CHECK: call @used
// CHECK-NOT: @unused
// CHECK: func.func private @used
// NOPASS: func.func private @unused
// DUMP: builtin.module(func.func(strip-debuginfo),symbol-dce)
func.func @public() {
  func.call @used() : () -> ()
  return
}
func.func private @used() {
  return
}
func.func private @unused() {
  return
}
