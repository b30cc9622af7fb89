// RUN: bufopt --allow-unregistered-dialect %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect %s | bufopt --allow-unregistered-dialect | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect --mlir-print-op-generic %s | bufopt --allow-unregistered-dialect | FileCheck %s

// Dialect types and attributes written `!dialect<body>`: an empty body
// (`!bar<>`) is a dialect type, not an alias; a simple body prints in the
// pretty form (`!foo<bar>` as `!foo.bar`), as mlir-opt 22 does.
func.func private @types(!bar<>, !foo<"">, !foo<bar>, !foo<bar<2>>, !foo.bar<1>, !foo<1, [2]>, !foo<b c>)
func.func private @attrs() attributes {a = #foo<bar>, b = #foo<bar<1>>, c = #foo<"q">, d = #foo<1>, e = #foo.baz}

// CHECK: module {
// CHECK-NEXT:   func.func private @types(!bar<>, !foo<"">, !foo.bar, !foo.bar<2>, !foo.bar<1>, !foo<1, [2]>, !foo<b c>)
// CHECK-NEXT:   func.func private @attrs() attributes {a = #foo.bar, b = #foo.bar<1>, c = #foo<"q">, d = #foo<1>, e = #foo.baz}
// CHECK-NEXT: }
