// After bufferization, -canonicalize folds what One-Shot Bufferize leaves
// around linalg ops: the memref.cast of an eliminated tensor.empty feeding
// linalg.fill's outs (LinalgOp fold: foldMemRefCast), a linalg.copy of a
// buffer onto itself (EraseSelfCopy), and memref.dim of a subview with
// dynamic sizes (DimOp::fold: the subview's size operand).  CHECK lines:
// mlir-opt 22's output, for both tools.
// RUN: bufopt %s --split-input-file --eliminate-empty-tensors --empty-tensor-to-alloc-tensor --one-shot-bufferize=bufferize-function-boundaries --cse --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --eliminate-empty-tensors --empty-tensor-to-alloc-tensor --one-shot-bufferize=bufferize-function-boundaries --cse --canonicalize | FileCheck %s

func.func @fill_through_cast(%t: tensor<4x64xf32>) -> tensor<4x64xf32> {
  %one = arith.constant 1.0 : f32
  %c32 = arith.constant 32 : index
  %e = tensor.empty(%c32) : tensor<?xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %s = tensor.cast %f : tensor<?xf32> to tensor<32xf32>
  %r = tensor.insert_slice %s into %t[1, 16][1, 32][1, 1] : tensor<32xf32> into tensor<4x64xf32>
  return %r : tensor<4x64xf32>
}
// CHECK-LABEL: func.func @fill_through_cast(
// CHECK-SAME: %[[T:.*]]: memref<4x64xf32, strided<[?, ?], offset: ?>>)
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[SV:.*]] = memref.subview %[[T]][1, 16] [1, 32] [1, 1]
// CHECK-NEXT: linalg.fill ins(%[[ONE]] : f32) outs(%[[SV]] : memref<32xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: return %[[T]]

// -----

func.func @copy_of_empty() -> tensor<3x5xi16> {
  %e = tensor.empty() : tensor<3x5xi16>
  %c = linalg.copy ins(%e : tensor<3x5xi16>) outs(%e : tensor<3x5xi16>) -> tensor<3x5xi16>
  return %c : tensor<3x5xi16>
}
// CHECK-LABEL: func.func @copy_of_empty() -> memref<3x5xi16> {
// CHECK-NEXT: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<3x5xi16>
// CHECK-NEXT: return %[[A]] : memref<3x5xi16>

// -----

func.func @slice_sizes(%a: tensor<?x?xf32> {bufferization.writable = false}, %n: index, %m: index)
    -> tensor<?x?xf32> {
  %z = arith.constant 0.0 : f32
  %s = tensor.extract_slice %a[1, 2] [%n, %m] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %f = linalg.fill ins(%z : f32) outs(%s : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %f : tensor<?x?xf32>
}
// CHECK-LABEL: func.func @slice_sizes(
// CHECK-SAME: %{{.*}}: memref<?x?xf32, strided<[?, ?], offset: ?>>, %[[N:.*]]: index, %[[M:.*]]: index)
// CHECK-NOT: memref.dim
// CHECK: %[[A:.*]] = memref.alloc(%[[N]], %[[M]]) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[A]] : memref<?x?xf32>)
// CHECK-NEXT: return %[[A]]
