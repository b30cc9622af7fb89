// sparse<indices, values> : type, read and printed as mlir-opt 22 does
// (indices as i64 elements, values of the element type, splats folded).
func.func @f() {
  "test.a"() {s = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>} : () -> ()
  "test.b"() {s = sparse<[[0, 0], [1, 2]], [1.5, -2.0]> : tensor<3x4xf32>} : () -> ()
  "test.d"() {s = sparse<0, 1> : tensor<3xi32>} : () -> ()
  "test.e"() {s = sparse<> : tensor<3x4xi32>} : () -> ()
  "test.f"() {s = sparse<[[1, 1], [1, 1]], [7, 7]> : tensor<3x4xi8>} : () -> ()
  "test.g"() {s = sparse<[1, 2], [true, false]> : vector<4xi1>} : () -> ()
  "test.h"() {s = sparse<[[0, 0, 1]], 0x4000> : tensor<2x2x2xf16>} : () -> ()
  return
}
