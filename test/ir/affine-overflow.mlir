// Affine simplification never folds constants whose product or sum
// overflows int64: the expression stays as written (mlir-opt 22 wraps:
// `(d0 * 2^62) * 4` becomes 0).  It used to swap the two constants forever
// (stack overflow) when a later rule moved them (issue 17).
// RUN: bufopt %s | FileCheck %s

// CHECK-DAG: affine_map<(d0, d1) -> ((d0 * 4611686018427387904) * 4 + d1)>
// CHECK-DAG: affine_map<(d0) -> (d0 + 9223372036854775807 + 1)>
// CHECK-DAG: affine_map<(d0, d1) -> (d0 + d1 + 9223372036854775807 + 1)>
// CHECK-DAG: affine_map<(d0) -> (d0 * 9223372036854775807 + d0 * 9223372036854775807)>
// Ordinary folding still happens.
// CHECK-DAG: affine_map<(d0) -> (d0 * 12 + 7)>
func.func @f() attributes {a = affine_map<(d0, d1) -> ((d0 * 4611686018427387904) * 4 + d1)>,
                           b = affine_map<(d0) -> ((d0 + 9223372036854775807) + 1)>,
                           c = affine_map<(d0, d1) -> ((d0 + 9223372036854775807) + d1 + 1)>,
                           d = affine_map<(d0) -> (d0 * 9223372036854775807 + d0 * 9223372036854775807)>,
                           e = affine_map<(d0) -> ((d0 * 3) * 4 + 3 + 4)>} {
  return
}
