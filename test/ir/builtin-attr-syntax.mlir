// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt %s --allow-unregistered-dialect | FileCheck %s
// Builtin syntax bufopt used to reject (issue 15): blanks around the 'x' of
// a shape, the largest static dimension, dense arrays of i1, and identity
// layouts with symbols.

// CHECK-LABEL: func.func private @shapes
// CHECK-SAME: (vector<4xi32>, vector<2x[4]xf32>, tensor<3x?xf32>, memref<2x4xi8>)
func.func private @shapes(vector<4 x i32>, vector<2 x [4] x f32>, tensor<3 x ? x f32>, memref<2 x4xi8>)

// CHECK-LABEL: func.func private @largest
// CHECK-SAME: tensor<9223372036854775807xf32>
func.func private @largest(tensor<9223372036854775807xf32>)

// CHECK: "test.attrs"() {bools = array<i1: true, false>} : () -> ()
"test.attrs"() {bools = array<i1: true, false>} : () -> ()

// An identity layout is dropped even when its map has symbols, as MLIR's
// AffineMap::isIdentity ignores them.
// CHECK-LABEL: func.func private @identity_with_symbol
// CHECK-SAME: (memref<2x4xi8, 1>)
func.func private @identity_with_symbol(memref<2x4xi8, affine_map<(d0, d1)[s0] -> (d0, d1)>, 1>)
