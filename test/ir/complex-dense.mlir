// RUN: bufopt --allow-unregistered-dialect %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect %s | bufopt --allow-unregistered-dialect | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect --mlir-print-op-generic %s | bufopt --allow-unregistered-dialect | FileCheck %s

// Complex dense literals, read and printed as mlir-opt 22 does: `(re,im)`
// elements, a splat when all are equal, components of the component type.
func.func @f() {
  "test.a"() {d = dense<[(1, 2), (3, 4)]> : tensor<2xcomplex<i32>>} : () -> ()
  "test.b"() {d = dense<(1, 2)> : tensor<2xcomplex<i32>>} : () -> ()
  "test.c"() {d = dense<[(1, 2), (1, 2)]> : tensor<2xcomplex<i32>>} : () -> ()
  "test.d"() {d = dense<(1.5, -2.0)> : tensor<complex<f64>>} : () -> ()
  "test.e"() {d = dense<[[(1.0, 2.0)], [(3.0, 4.0)]]> : tensor<2x1xcomplex<f32>>} : () -> ()
  "test.f"() {d = dense<[(true, false)]> : tensor<1xcomplex<i1>>} : () -> ()
  "test.g"() {d = dense<(0x7F800000, 1.0)> : tensor<complex<f32>>} : () -> ()
  "test.h"() {d = dense<[(-1, 255)]> : tensor<1xcomplex<i8>>} : () -> ()
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @f() {
// CHECK-NEXT:     "test.a"() {d = dense<[(1,2), (3,4)]> : tensor<2xcomplex<i32>>} : () -> ()
// CHECK-NEXT:     "test.b"() {d = dense<(1,2)> : tensor<2xcomplex<i32>>} : () -> ()
// CHECK-NEXT:     "test.c"() {d = dense<(1,2)> : tensor<2xcomplex<i32>>} : () -> ()
// CHECK-NEXT:     "test.d"() {d = dense<(1.500000e+00,-2.000000e+00)> : tensor<complex<f64>>} : () -> ()
// CHECK-NEXT:     "test.e"() {d = dense<{{\[\[}}(1.000000e+00,2.000000e+00)], [(3.000000e+00,4.000000e+00){{\]\]}}> : tensor<2x1xcomplex<f32>>} : () -> ()
// CHECK-NEXT:     "test.f"() {d = dense<(true,false)> : tensor<1xcomplex<i1>>} : () -> ()
// CHECK-NEXT:     "test.g"() {d = dense<(0x7F800000,1.000000e+00)> : tensor<complex<f32>>} : () -> ()
// CHECK-NEXT:     "test.h"() {d = dense<(-1,-1)> : tensor<1xcomplex<i8>>} : () -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
