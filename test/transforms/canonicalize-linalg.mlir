// canonicalize on linalg ops: a memref.cast feeding linalg.generic, a named
// op (fill, copy, matmul, ...) or linalg.softmax folds into it (upstream's
// LinalgOp fold, foldMemRefCast), while linalg.map, which has no folder
// upstream, keeps its cast; a linalg.copy of a buffer or tensor onto itself
// goes (EraseSelfCopy); a linalg op on a memref with a static 0 size goes
// (EraseDeadLinalgOp), on tensors it stays; a tensor.cast that only
// forgets static sizes folds into a linalg op on tensors, whose result is
// cast back (FoldTensorCastProducerOp); an identity linalg.generic is its
// operands (EraseIdentityLinalgOp); a copy or transpose of a fill is a fill
// (FoldFillWithCopy, FoldFillWithTranspose).  CHECK lines: mlir-opt 22's
// output, for both tools.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s

func.func @fill_and_copy(%a: memref<8xf32>, %b: memref<?xf32>, %f: f32) {
  %wide = memref.cast %a : memref<8xf32> to memref<?xf32>
  linalg.fill ins(%f : f32) outs(%wide : memref<?xf32>)
  %narrow = memref.cast %b : memref<?xf32> to memref<8xf32>
  linalg.copy ins(%wide : memref<?xf32>) outs(%narrow : memref<8xf32>)
  return
}
// CHECK-LABEL: func.func @fill_and_copy(%arg0: memref<8xf32>, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%arg0 : memref<8xf32>)
// CHECK-NEXT: linalg.copy ins(%arg0 : memref<8xf32>) outs(%arg1 : memref<?xf32>)
// CHECK-NEXT: return

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @generic_matmul_softmax(%a: memref<4x4xf32>, %o: memref<4x4xf32>) {
  %dyn = memref.cast %a : memref<4x4xf32> to memref<?x?xf32>
  linalg.matmul ins(%dyn, %a : memref<?x?xf32>, memref<4x4xf32>) outs(%o : memref<4x4xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%dyn : memref<?x?xf32>) outs(%o : memref<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  linalg.softmax dimension(1) ins(%dyn : memref<?x?xf32>) outs(%o : memref<4x4xf32>)
  return
}
// CHECK-LABEL: func.func @generic_matmul_softmax(%arg0: memref<4x4xf32>, %arg1: memref<4x4xf32>) {
// CHECK-NEXT: linalg.matmul ins(%arg0, %arg0 : memref<4x4xf32>, memref<4x4xf32>) outs(%arg1 : memref<4x4xf32>)
// CHECK-NEXT: linalg.generic {{.*}} ins(%arg0 : memref<4x4xf32>) outs(%arg1 : memref<4x4xf32>) {
// CHECK:      linalg.softmax dimension(1) ins(%arg0 : memref<4x4xf32>) outs(%arg1 : memref<4x4xf32>)
// CHECK-NEXT: return

// -----

func.func @map_keeps_cast(%a: memref<4xf32>, %o: memref<?xf32>) {
  %dyn = memref.cast %a : memref<4xf32> to memref<?xf32>
  linalg.map { math.absf } ins(%dyn : memref<?xf32>) outs(%o : memref<?xf32>)
  return
}
// CHECK-LABEL: func.func @map_keeps_cast(%arg0: memref<4xf32>, %arg1: memref<?xf32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: linalg.map { math.absf } ins(%cast : memref<?xf32>) outs(%arg1 : memref<?xf32>)
// CHECK-NEXT: return

// -----

func.func @self_copies(%m: memref<3x2xi32>, %t: tensor<7xi8>) -> tensor<7xi8> {
  linalg.copy ins(%m : memref<3x2xi32>) outs(%m : memref<3x2xi32>)
  %r = linalg.copy ins(%t : tensor<7xi8>) outs(%t : tensor<7xi8>) -> tensor<7xi8>
  return %r : tensor<7xi8>
}
// CHECK-LABEL: func.func @self_copies(%arg0: memref<3x2xi32>, %arg1: tensor<7xi8>) -> tensor<7xi8> {
// CHECK-NEXT: return %arg1 : tensor<7xi8>

// -----

func.func @empty_buffers(%z: memref<3x0xf32>, %m: memref<3xf32>, %t: tensor<0xf32>, %f: f32) -> tensor<0xf32> {
  linalg.fill ins(%f : f32) outs(%z : memref<3x0xf32>)
  linalg.broadcast ins(%m : memref<3xf32>) outs(%z : memref<3x0xf32>) dimensions = [1]
  %r = linalg.fill ins(%f : f32) outs(%t : tensor<0xf32>) -> tensor<0xf32>
  return %r : tensor<0xf32>
}
// CHECK-LABEL: func.func @empty_buffers(%arg0: memref<3x0xf32>, %arg1: memref<3xf32>, %arg2: tensor<0xf32>, %arg3: f32) -> tensor<0xf32> {
// CHECK-NEXT: %0 = linalg.fill ins(%arg3 : f32) outs(%arg2 : tensor<0xf32>) -> tensor<0xf32>
// CHECK-NEXT: return %0 : tensor<0xf32>

// -----

func.func @tensor_casts(%t: tensor<4x4xf32>, %o: tensor<4x4xf32>, %f: f32) -> (tensor<?x?xf32>, tensor<?x4xf32>) {
  %a = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  %b = tensor.cast %o : tensor<4x4xf32> to tensor<?x4xf32>
  %r = linalg.matmul ins(%a, %a : tensor<?x?xf32>, tensor<?x?xf32>) outs(%b : tensor<?x4xf32>) -> tensor<?x4xf32>
  %g = linalg.fill ins(%f : f32) outs(%a : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %g, %r : tensor<?x?xf32>, tensor<?x4xf32>
}
// CHECK-LABEL: func.func @tensor_casts(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: f32) -> (tensor<?x?xf32>, tensor<?x4xf32>) {
// CHECK-NEXT: %0 = linalg.matmul ins(%arg0, %arg0 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%arg1 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<4x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: %1 = linalg.fill ins(%arg2 : f32) outs(%arg0 : tensor<4x4xf32>) -> tensor<4x4xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %1 : tensor<4x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_0, %cast : tensor<?x?xf32>, tensor<?x4xf32>

// -----

#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @identity_generics(%t: tensor<2x?xf32>, %u: tensor<2x3xf32>, %m: memref<5x5xi32>)
    -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %r:2 = linalg.generic {indexing_maps = [#id2, #id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%t, %u : tensor<2x?xf32>, tensor<2x3xf32>) outs(%u, %u : tensor<2x3xf32>, tensor<2x3xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %d: f32):
    linalg.yield %a, %b : f32, f32
  } -> (tensor<2x3xf32>, tensor<2x3xf32>)
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%m : memref<5x5xi32>) outs(%m : memref<5x5xi32>) {
  ^bb0(%a: i32, %b: i32):
    linalg.yield %a : i32
  }
  return %r#0, %r#1 : tensor<2x3xf32>, tensor<2x3xf32>
}
// CHECK-LABEL: func.func @identity_generics(%arg0: tensor<2x?xf32>, %arg1: tensor<2x3xf32>, %arg2: memref<5x5xi32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<2x?xf32> to tensor<2x3xf32>
// CHECK-NEXT: return %cast, %arg1 : tensor<2x3xf32>, tensor<2x3xf32>

// -----

func.func @fill_then_copy(%t: tensor<6xf32>, %u: tensor<6xf32>, %v: tensor<6xf32>, %f: f32)
    -> (tensor<6xf32>, tensor<6xf32>) {
  %a = linalg.fill ins(%f : f32) outs(%t : tensor<6xf32>) -> tensor<6xf32>
  %b = linalg.copy ins(%a : tensor<6xf32>) outs(%u : tensor<6xf32>) -> tensor<6xf32>
  %c = linalg.fill ins(%f : f32) outs(%v : tensor<6xf32>) -> tensor<6xf32>
  %d = linalg.copy ins(%t : tensor<6xf32>) outs(%c : tensor<6xf32>) -> tensor<6xf32>
  return %b, %d : tensor<6xf32>, tensor<6xf32>
}
// CHECK-LABEL: func.func @fill_then_copy(
// CHECK-NEXT: %0 = linalg.fill ins(%arg3 : f32) outs(%arg1 : tensor<6xf32>) -> tensor<6xf32>
// CHECK-NEXT: %1 = linalg.copy ins(%arg0 : tensor<6xf32>) outs(%arg2 : tensor<6xf32>) -> tensor<6xf32>
// CHECK-NEXT: return %0, %1 : tensor<6xf32>, tensor<6xf32>

// -----

func.func @fill_then_transpose(%t: tensor<2x3xi8>, %u: tensor<3x2xi8>, %c: i8) -> tensor<3x2xi8> {
  %a = linalg.fill ins(%c : i8) outs(%t : tensor<2x3xi8>) -> tensor<2x3xi8>
  %b = linalg.transpose ins(%a : tensor<2x3xi8>) outs(%u : tensor<3x2xi8>) permutation = [1, 0]
  return %b : tensor<3x2xi8>
}
// CHECK-LABEL: func.func @fill_then_transpose(
// CHECK-NEXT: %0 = linalg.fill ins(%arg2 : i8) outs(%arg1 : tensor<3x2xi8>) -> tensor<3x2xi8>
// CHECK-NEXT: return %0 : tensor<3x2xi8>
