// canonicalize on index.add / index.sub / index.mul: constant operands fold
// (64-bit wrap-around; upstream folds only when the 64- and 32-bit results
// agree, which they always do for these three) and the result is
// materialised as index.constant (the index dialect's constant), x + 0,
// x - 0 and x * 1 are x, a constant lhs of the commutative add / mul moves
// right.  x - 0 with the constant on the left is left alone.  CHECK lines:
// mlir-opt 22's output, for both tools.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @fold_constants(
// CHECK-DAG: %[[M1:.*]] = index.constant -1
// CHECK-DAG: %[[S:.*]] = index.constant 3
// CHECK-DAG: %[[P:.*]] = index.constant 2
// CHECK-DAG: %[[W:.*]] = index.constant -9223372036854775808
// CHECK-NOT: arith.constant
// CHECK: return %[[M1]], %[[S]], %[[P]], %[[W]] :
func.func @fold_constants() -> (index, index, index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %max = arith.constant 9223372036854775807 : index
  %0 = index.sub %c1, %c2
  %1 = index.add %c1, %c2
  %2 = index.mul %c1, %c2
  %3 = index.add %max, %c1
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// CHECK-LABEL: func.func @identities(
// CHECK-SAME: %[[X:.*]]: index
// CHECK-DAG: %[[Z:.*]] = index.constant 0
// CHECK: %[[R:.*]] = index.sub %[[Z]], %[[X]]
// CHECK: return %[[X]], %[[X]], %[[X]], %[[X]], %[[R]] :
func.func @identities(%x: index) -> (index, index, index, index, index) {
  %z = index.constant 0
  %one = index.constant 1
  %0 = index.add %x, %z
  %1 = index.add %z, %x
  %2 = index.sub %x, %z
  %3 = index.mul %one, %x
  %4 = index.sub %z, %x
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// -----

// The size folds to 12, which tensor.empty's pattern then makes static.
// CHECK-LABEL: func.func @chained(
// CHECK-NEXT: %[[E:.*]] = tensor.empty() : tensor<12xf32>
func.func @chained() -> tensor<?xf32> {
  %a = index.constant 5
  %b = index.constant 7
  %c = index.add %a, %b
  %d = index.mul %c, %a
  %e = index.sub %d, %c
  %f = index.sub %e, %d
  %g = index.sub %f, %f
  %h = index.add %c, %g
  %t = tensor.empty(%h) : tensor<?xf32>
  return %t : tensor<?xf32>
}
