// canonicalize on arith ops of tensors and vectors: the identities upstream's
// folders apply through m_Zero / m_One / m_ConstantInt, which match splat
// dense constants (x + 0, x - 0, x * 1, x / 1, x & -1, x | 0, x ^ 0 are x;
// x * 0, x & 0, x | -1 are the constant; x - x, x ^ x, x % 1 and cmpi x, x
// are splat constants), the float identities on splats (x + -0.0, x - 0.0,
// x * 1.0, x / 1.0), a constant lhs of cmpi moved right with the predicate
// swapped, and a constant lhs of a commutative op moved right.  Non-splat
// and +0.0 constants are left alone.  CHECK lines: mlir-opt 22's output, for
// both tools.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @int_identities(
// CHECK-SAME: %[[X:.*]]: tensor<4xi32>
// CHECK-NEXT: return %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[X]] :
func.func @int_identities(%x: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
  %c0 = arith.constant dense<0> : tensor<4xi32>
  %c1 = arith.constant dense<1> : tensor<4xi32>
  %m1 = arith.constant dense<-1> : tensor<4xi32>
  %0 = arith.addi %x, %c0 : tensor<4xi32>
  %1 = arith.addi %c0, %x : tensor<4xi32>
  %2 = arith.subi %x, %c0 : tensor<4xi32>
  %3 = arith.muli %x, %c1 : tensor<4xi32>
  %4 = arith.andi %x, %m1 : tensor<4xi32>
  %5 = arith.ori %x, %c0 : tensor<4xi32>
  %6 = arith.xori %x, %c0 : tensor<4xi32>
  %7 = arith.divsi %x, %c1 : tensor<4xi32>
  %8 = arith.divui %x, %c1 : tensor<4xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}

// -----

// CHECK-LABEL: func.func @int_absorbing(
// CHECK-DAG: %[[Z:.*]] = arith.constant dense<0> : vector<4xi8>
// CHECK-DAG: %[[M:.*]] = arith.constant dense<-1> : vector<4xi8>
// CHECK-NEXT: return %[[Z]], %[[Z]], %[[M]], %[[Z]], %[[Z]], %[[Z]], %[[Z]] :
func.func @int_absorbing(%x: vector<4xi8>) -> (vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>) {
  %c0 = arith.constant dense<0> : vector<4xi8>
  %c1 = arith.constant dense<1> : vector<4xi8>
  %m1 = arith.constant dense<255> : vector<4xi8>
  %0 = arith.muli %x, %c0 : vector<4xi8>
  %1 = arith.andi %c0, %x : vector<4xi8>
  %2 = arith.ori %x, %m1 : vector<4xi8>
  %3 = arith.subi %x, %x : vector<4xi8>
  %4 = arith.xori %x, %x : vector<4xi8>
  %5 = arith.remsi %x, %c1 : vector<4xi8>
  %6 = arith.remui %x, %c1 : vector<4xi8>
  return %0, %1, %2, %3, %4, %5, %6 : vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>
}

// -----

// CHECK-LABEL: func.func @cmpi_tensor(
// CHECK-SAME: %[[X:.*]]: tensor<2xi32>
// CHECK-DAG: %[[T:.*]] = arith.constant dense<true> : tensor<2xi1>
// CHECK-DAG: %[[F:.*]] = arith.constant dense<false> : tensor<2xi1>
// CHECK-DAG: %[[K:.*]] = arith.constant dense<7> : tensor<2xi32>
// CHECK: %[[A:.*]] = arith.cmpi sgt, %[[X]], %[[K]] : tensor<2xi32>
// CHECK: %[[B:.*]] = arith.cmpi uge, %[[X]], %[[K]] : tensor<2xi32>
// CHECK: return %[[T]], %[[F]], %[[A]], %[[B]] :
func.func @cmpi_tensor(%x: tensor<2xi32>) -> (tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>) {
  %k = arith.constant dense<7> : tensor<2xi32>
  %0 = arith.cmpi sle, %x, %x : tensor<2xi32>
  %1 = arith.cmpi ult, %x, %x : tensor<2xi32>
  %2 = arith.cmpi slt, %k, %x : tensor<2xi32>
  %3 = arith.cmpi ule, %k, %x : tensor<2xi32>
  return %0, %1, %2, %3 : tensor<2xi1>, tensor<2xi1>, tensor<2xi1>, tensor<2xi1>
}

// -----

// CHECK-LABEL: func.func @float_identities(
// CHECK-SAME: %[[X:.*]]: tensor<3xf32>
// CHECK-DAG: %[[PZ:.*]] = arith.constant dense<0.000000e+00> : tensor<3xf32>
// CHECK: %[[A:.*]] = arith.addf %[[X]], %[[PZ]] : tensor<3xf32>
// CHECK-NEXT: return %[[X]], %[[X]], %[[X]], %[[X]], %[[X]], %[[A]] :
func.func @float_identities(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %nz = arith.constant dense<-0.0> : tensor<3xf32>
  %pz = arith.constant dense<0.0> : tensor<3xf32>
  %one = arith.constant dense<1.0> : tensor<3xf32>
  %0 = arith.addf %x, %nz : tensor<3xf32>
  %1 = arith.subf %x, %pz : tensor<3xf32>
  %2 = arith.mulf %x, %one : tensor<3xf32>
  %3 = arith.divf %x, %one : tensor<3xf32>
  %4 = arith.mulf %one, %x : tensor<3xf32>
  %5 = arith.addf %x, %pz : tensor<3xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}

// -----

// CHECK-LABEL: func.func @not_splat(
// CHECK-SAME: %[[X:.*]]: tensor<2xi32>
// CHECK: %[[C:.*]] = arith.constant dense<[0, 1]> : tensor<2xi32>
// CHECK: %[[A:.*]] = arith.addi %[[X]], %[[C]] : tensor<2xi32>
// CHECK: %[[M:.*]] = arith.muli %[[X]], %[[C]] : tensor<2xi32>
// CHECK: return %[[A]], %[[M]] :
func.func @not_splat(%x: tensor<2xi32>) -> (tensor<2xi32>, tensor<2xi32>) {
  %c = arith.constant dense<[0, 1]> : tensor<2xi32>
  %0 = arith.addi %x, %c : tensor<2xi32>
  %1 = arith.muli %c, %x : tensor<2xi32>
  return %0, %1 : tensor<2xi32>, tensor<2xi32>
}
