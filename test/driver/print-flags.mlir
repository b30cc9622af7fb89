// --mlir-print-op-generic and --mlir-print-debuginfo, checked against
// mlir-opt with the same lines.
// RUN: bufopt --mlir-print-op-generic %s | FileCheck --check-prefix=GENERIC %s
// RUN: mlir-opt --mlir-print-op-generic %s | FileCheck --check-prefix=GENERIC %s
// RUN: bufopt --mlir-print-debuginfo %s | FileCheck --check-prefix=DEBUG %s
// RUN: mlir-opt --mlir-print-debuginfo %s | FileCheck --check-prefix=DEBUG %s

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
// GENERIC: "func.return"() : () -> ()
// DEBUG: return loc([[LOC:#loc[0-9]*]])
// DEBUG: [[LOC]] = loc("{{.*}}print-flags.mlir":[[@LINE+2]]:3)
func.func @f() {
  return
}
