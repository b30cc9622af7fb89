// RUN: bufopt --allow-unregistered-dialect %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect %s | bufopt --allow-unregistered-dialect | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect --mlir-print-op-generic %s | bufopt --allow-unregistered-dialect | FileCheck %s

// Dense and sparse elements of a non-numeric element type hold strings
// (MLIR's DenseStringElementsAttr): one string is a splat, equal strings
// fold to one, escapes print as mlir-opt prints them.
func.func @strings() {
  "test.s"() {a = dense<"foo"> : tensor<2x!unknown<>>} : () -> ()
  "test.s"() {a = dense<["a", "b"]> : tensor<2x!unknown<>>} : () -> ()
  "test.s"() {a = dense<["x", "x"]> : tensor<2x!unknown<>>} : () -> ()
  "test.s"() {a = dense<[["q\n", "\"r\""]]> : tensor<1x2x!foo.bar>} : () -> ()
  "test.s"() {a = sparse<[[0, 1], [1, 0]], ["u", "v"]> : tensor<2x2x!unknown<>>} : () -> ()
  "test.s"() {a = sparse<0, "w"> : tensor<1x1x!unknown<>>} : () -> ()
  return
}

// CHECK-LABEL: func.func @strings
// CHECK-NEXT: a = dense<"foo"> : tensor<2x!unknown<>>
// CHECK-NEXT: a = dense<["a", "b"]> : tensor<2x!unknown<>>
// CHECK-NEXT: a = dense<"x"> : tensor<2x!unknown<>>
// CHECK-NEXT: a = dense<{{\[\[}}"q\0A", "\22r\22"]]> : tensor<1x2x!foo.bar>
// CHECK-NEXT: a = sparse<{{\[\[}}0, 1], [1, 0]], ["u", "v"]> : tensor<2x2x!unknown<>>
// CHECK-NEXT: a = sparse<0, "w"> : tensor<1x1x!unknown<>>
