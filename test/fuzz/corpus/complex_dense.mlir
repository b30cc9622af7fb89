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
