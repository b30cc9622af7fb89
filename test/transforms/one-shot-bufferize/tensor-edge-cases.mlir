// Edge cases of the older tensor hooks: from_elements with no element, rank
// 0, 2-D and written out of place; a dynamic splat; tensor.dim / tensor.rank
// on ranked, unranked, fresh and sliced tensors; dense constants (one global
// per distinct value, written out of place).  Expected text: mlir-opt 22's,
// and both tools must print it.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=INFER
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=INFER
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENTITY
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" | FileCheck %s --check-prefix=IDENTITY

func.func @from_elements_empty() -> tensor<0xf32> {
  %t = tensor.from_elements : tensor<0xf32>
  return %t : tensor<0xf32>
}

// -----

func.func @from_elements_scalar(%f: f32) -> tensor<f32> {
  %t = tensor.from_elements %f : tensor<f32>
  return %t : tensor<f32>
}

// -----

func.func @from_elements_2d(%a: i64, %b: i64) -> tensor<2x3xi64> {
  %t = tensor.from_elements %a, %b, %a, %b, %a, %b : tensor<2x3xi64>
  return %t : tensor<2x3xi64>
}

// -----

func.func @from_elements_written(%a: index, %b: index, %i: index) -> (tensor<2xindex>, index) {
  %t = tensor.from_elements %a, %b : tensor<2xindex>
  %w = tensor.insert %b into %t[%i] : tensor<2xindex>
  %x = tensor.extract %t[%i] : tensor<2xindex>
  return %w, %x : tensor<2xindex>, index
}

// -----

func.func @splat_dynamic(%f: f32, %m: index, %n: index) -> tensor<?x4x?xf32> {
  %t = tensor.splat %f[%m, %n] : tensor<?x4x?xf32>
  return %t : tensor<?x4x?xf32>
}

// -----

func.func @dim_rank(%t: tensor<?x?xf32>, %u: tensor<*xf32>, %n: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xf32>
  %r = tensor.rank %u : tensor<*xf32>
  %du = tensor.dim %u, %c1 : tensor<*xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %de = tensor.dim %e, %c0 : tensor<?xf32>
  %s = tensor.extract_slice %t[0, 0] [%n, 2] [1, 1] : tensor<?x?xf32> to tensor<?x2xf32>
  %ds = tensor.dim %s, %c0 : tensor<?x2xf32>
  return %d0, %r, %du, %de, %ds : index, index, index, index, index
}

// -----

func.func @constants(%i: index) -> (f32, i8, tensor<2x2xf32>) {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b = arith.constant dense<7> : tensor<4xi8>
  %c = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %d = arith.constant dense<0.5> : tensor<2x2xf32>
  %x = tensor.extract %a[%i] : tensor<3xf32>
  %y = tensor.extract %b[%i] : tensor<4xi8>
  %z = tensor.extract %c[%i] : tensor<3xf32>
  %s = arith.addf %x, %z : f32
  %w = tensor.insert %s into %d[%i, %i] : tensor<2x2xf32>
  return %s, %y, %w : f32, i8, tensor<2x2xf32>
}

// ANALYSIS: module {
// ANALYSIS-NEXT:   func.func @from_elements_empty() -> tensor<0xf32> {
// ANALYSIS-NEXT:     %from_elements = tensor.from_elements  : tensor<0xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %from_elements : tensor<0xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @from_elements_scalar(%arg0: f32) -> tensor<f32> {
// ANALYSIS-NEXT:     %from_elements = tensor.from_elements %arg0 : tensor<f32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %from_elements : tensor<f32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @from_elements_2d(%arg0: i64, %arg1: i64) -> tensor<2x3xi64> {
// ANALYSIS-NEXT:     %from_elements = tensor.from_elements %arg0, %arg1, %arg0, %arg1, %arg0, %arg1 : tensor<2x3xi64>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %from_elements : tensor<2x3xi64>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @from_elements_written(%arg0: index, %arg1: index, %arg2: index) -> (tensor<2xindex>, index) {
// ANALYSIS-NEXT:     %from_elements = tensor.from_elements %arg0, %arg1 : tensor<2xindex>
// ANALYSIS-NEXT:     %inserted = tensor.insert %arg1 into %from_elements[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<2xindex>
// ANALYSIS-NEXT:     %extracted = tensor.extract %from_elements[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<2xindex>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<2xindex>, index
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @splat_dynamic(%arg0: f32, %arg1: index, %arg2: index) -> tensor<?x4x?xf32> {
// ANALYSIS-NEXT:     %splat = tensor.splat %arg0[%arg1, %arg2] : tensor<?x4x?xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["true"]} %splat : tensor<?x4x?xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @dim_rank(%arg0: tensor<?x?xf32> {bufferization.access = "none"}, %arg1: tensor<*xf32> {bufferization.access = "none"}, %arg2: index) -> (index, index, index, index, index) {
// ANALYSIS-NEXT:     %c0 = arith.constant 0 : index
// ANALYSIS-NEXT:     %c1 = arith.constant 1 : index
// ANALYSIS-NEXT:     %dim = tensor.dim {__inplace_operands_attr__ = ["true", "none"]} %arg0, %c0 : tensor<?x?xf32>
// ANALYSIS-NEXT:     %rank = tensor.rank %arg1 {__inplace_operands_attr__ = ["true"]} : tensor<*xf32>
// ANALYSIS-NEXT:     %dim_0 = tensor.dim {__inplace_operands_attr__ = ["true", "none"]} %arg1, %c1 : tensor<*xf32>
// ANALYSIS-NEXT:     %0 = tensor.empty(%arg2) : tensor<?xf32>
// ANALYSIS-NEXT:     %dim_1 = tensor.dim {__inplace_operands_attr__ = ["true", "none"]} %0, %c0 : tensor<?xf32>
// ANALYSIS-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0, 0] [%arg2, 2] [1, 1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<?x?xf32> to tensor<?x2xf32>
// ANALYSIS-NEXT:     %dim_2 = tensor.dim {__inplace_operands_attr__ = ["true", "none"]} %extracted_slice, %c0 : tensor<?x2xf32>
// ANALYSIS-NEXT:     return %dim, %rank, %dim_0, %dim_1, %dim_2 : index, index, index, index, index
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }
// ANALYSIS-EMPTY:
// ANALYSIS-NEXT: // -----
// ANALYSIS-NEXT: module {
// ANALYSIS-NEXT:   func.func @constants(%arg0: index) -> (f32, i8, tensor<2x2xf32>) {
// ANALYSIS-NEXT:     %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
// ANALYSIS-NEXT:     %cst_0 = arith.constant dense<7> : tensor<4xi8>
// ANALYSIS-NEXT:     %cst_1 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>
// ANALYSIS-NEXT:     %cst_2 = arith.constant dense<5.000000e-01> : tensor<2x2xf32>
// ANALYSIS-NEXT:     %extracted = tensor.extract %cst[%arg0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<3xf32>
// ANALYSIS-NEXT:     %extracted_3 = tensor.extract %cst_0[%arg0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xi8>
// ANALYSIS-NEXT:     %extracted_4 = tensor.extract %cst_1[%arg0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<3xf32>
// ANALYSIS-NEXT:     %0 = arith.addf %extracted, %extracted_4 : f32
// ANALYSIS-NEXT:     %inserted = tensor.insert %0 into %cst_2[%arg0, %arg0] {__inplace_operands_attr__ = ["none", "false", "none", "none"]} : tensor<2x2xf32>
// ANALYSIS-NEXT:     return {__inplace_operands_attr__ = ["none", "none", "true"]} %0, %extracted_3, %inserted : f32, i8, tensor<2x2xf32>
// ANALYSIS-NEXT:   }
// ANALYSIS-NEXT: }

// INFER: module {
// INFER-NEXT:   func.func @from_elements_empty() -> memref<0xf32> {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<0xf32>
// INFER-NEXT:     %cast = memref.cast %alloc : memref<0xf32> to memref<0xf32, strided<[?], offset: ?>>
// INFER-NEXT:     return %alloc : memref<0xf32>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @from_elements_scalar(%arg0: f32) -> memref<f32> {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
// INFER-NEXT:     memref.store %arg0, %alloc[] : memref<f32>
// INFER-NEXT:     %cast = memref.cast %alloc : memref<f32> to memref<f32, strided<[], offset: ?>>
// INFER-NEXT:     return %alloc : memref<f32>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @from_elements_2d(%arg0: i64, %arg1: i64) -> memref<2x3xi64> {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xi64>
// INFER-NEXT:     %c0 = arith.constant 0 : index
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     %c2 = arith.constant 2 : index
// INFER-NEXT:     memref.store %arg0, %alloc[%c0, %c0] : memref<2x3xi64>
// INFER-NEXT:     memref.store %arg1, %alloc[%c0, %c1] : memref<2x3xi64>
// INFER-NEXT:     memref.store %arg0, %alloc[%c0, %c2] : memref<2x3xi64>
// INFER-NEXT:     memref.store %arg1, %alloc[%c1, %c0] : memref<2x3xi64>
// INFER-NEXT:     memref.store %arg0, %alloc[%c1, %c1] : memref<2x3xi64>
// INFER-NEXT:     memref.store %arg1, %alloc[%c1, %c2] : memref<2x3xi64>
// INFER-NEXT:     %cast = memref.cast %alloc : memref<2x3xi64> to memref<2x3xi64, strided<[?, ?], offset: ?>>
// INFER-NEXT:     return %alloc : memref<2x3xi64>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @from_elements_written(%arg0: index, %arg1: index, %arg2: index) -> (memref<2xindex>, index) {
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xindex>
// INFER-NEXT:     %c0 = arith.constant 0 : index
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     memref.store %arg0, %alloc[%c0] : memref<2xindex>
// INFER-NEXT:     memref.store %arg1, %alloc[%c1] : memref<2xindex>
// INFER-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xindex>
// INFER-NEXT:     memref.copy %alloc, %alloc_0 : memref<2xindex> to memref<2xindex>
// INFER-NEXT:     memref.store %arg1, %alloc_0[%arg2] : memref<2xindex>
// INFER-NEXT:     %0 = memref.load %alloc[%arg2] : memref<2xindex>
// INFER-NEXT:     %cast = memref.cast %alloc_0 : memref<2xindex> to memref<2xindex, strided<[?], offset: ?>>
// INFER-NEXT:     return %alloc_0, %0 : memref<2xindex>, index
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @splat_dynamic(%arg0: f32, %arg1: index, %arg2: index) -> memref<?x4x?xf32> {
// INFER-NEXT:     %alloc = memref.alloc(%arg1, %arg2) {alignment = 64 : i64} : memref<?x4x?xf32>
// INFER-NEXT:     linalg.map outs(%alloc : memref<?x4x?xf32>)
// INFER-NEXT:       (%init: f32) {
// INFER-NEXT:         linalg.yield %arg0 : f32
// INFER-NEXT:       }
// INFER-NEXT:     %cast = memref.cast %alloc : memref<?x4x?xf32> to memref<?x4x?xf32, strided<[?, ?, ?], offset: ?>>
// INFER-NEXT:     return %alloc : memref<?x4x?xf32>
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   func.func @dim_rank(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: memref<*xf32>, %arg2: index) -> (index, index, index, index, index) {
// INFER-NEXT:     %c0 = arith.constant 0 : index
// INFER-NEXT:     %c1 = arith.constant 1 : index
// INFER-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     %0 = memref.rank %arg1 : memref<*xf32>
// INFER-NEXT:     %dim_0 = memref.dim %arg1, %c1 : memref<*xf32>
// INFER-NEXT:     %alloc = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
// INFER-NEXT:     %dim_1 = memref.dim %alloc, %c0 : memref<?xf32>
// INFER-NEXT:     %subview = memref.subview %arg0[0, 0] [%arg2, 2] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x2xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     %dim_2 = memref.dim %subview, %c0 : memref<?x2xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     return %dim, %0, %dim_0, %dim_1, %dim_2 : index, index, index, index, index
// INFER-NEXT:   }
// INFER-NEXT: }
// INFER-EMPTY:
// INFER-NEXT: // -----
// INFER-NEXT: module {
// INFER-NEXT:   memref.global "private" constant @__constant_2x2xf32 : memref<2x2xf32> = dense<5.000000e-01> {alignment = 64 : i64}
// INFER-NEXT:   memref.global "private" constant @__constant_4xi8 : memref<4xi8> = dense<7> {alignment = 64 : i64}
// INFER-NEXT:   memref.global "private" constant @__constant_3xf32 : memref<3xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> {alignment = 64 : i64}
// INFER-NEXT:   func.func @constants(%arg0: index) -> (f32, i8, memref<2x2xf32>) {
// INFER-NEXT:     %0 = memref.get_global @__constant_3xf32 : memref<3xf32>
// INFER-NEXT:     %1 = memref.get_global @__constant_4xi8 : memref<4xi8>
// INFER-NEXT:     %2 = memref.get_global @__constant_3xf32 : memref<3xf32>
// INFER-NEXT:     %3 = memref.get_global @__constant_2x2xf32 : memref<2x2xf32>
// INFER-NEXT:     %4 = memref.load %0[%arg0] : memref<3xf32>
// INFER-NEXT:     %5 = memref.load %1[%arg0] : memref<4xi8>
// INFER-NEXT:     %6 = memref.load %2[%arg0] : memref<3xf32>
// INFER-NEXT:     %7 = arith.addf %4, %6 : f32
// INFER-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
// INFER-NEXT:     memref.copy %3, %alloc : memref<2x2xf32> to memref<2x2xf32>
// INFER-NEXT:     memref.store %7, %alloc[%arg0, %arg0] : memref<2x2xf32>
// INFER-NEXT:     %cast = memref.cast %alloc : memref<2x2xf32> to memref<2x2xf32, strided<[?, ?], offset: ?>>
// INFER-NEXT:     return %7, %5, %alloc : f32, i8, memref<2x2xf32>
// INFER-NEXT:   }
// INFER-NEXT: }

// IDENTITY: module {
// IDENTITY-NEXT:   func.func @from_elements_empty() -> memref<0xf32> {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<0xf32>
// IDENTITY-NEXT:     return %alloc : memref<0xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @from_elements_scalar(%arg0: f32) -> memref<f32> {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<f32>
// IDENTITY-NEXT:     memref.store %arg0, %alloc[] : memref<f32>
// IDENTITY-NEXT:     return %alloc : memref<f32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @from_elements_2d(%arg0: i64, %arg1: i64) -> memref<2x3xi64> {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x3xi64>
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %c2 = arith.constant 2 : index
// IDENTITY-NEXT:     memref.store %arg0, %alloc[%c0, %c0] : memref<2x3xi64>
// IDENTITY-NEXT:     memref.store %arg1, %alloc[%c0, %c1] : memref<2x3xi64>
// IDENTITY-NEXT:     memref.store %arg0, %alloc[%c0, %c2] : memref<2x3xi64>
// IDENTITY-NEXT:     memref.store %arg1, %alloc[%c1, %c0] : memref<2x3xi64>
// IDENTITY-NEXT:     memref.store %arg0, %alloc[%c1, %c1] : memref<2x3xi64>
// IDENTITY-NEXT:     memref.store %arg1, %alloc[%c1, %c2] : memref<2x3xi64>
// IDENTITY-NEXT:     return %alloc : memref<2x3xi64>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @from_elements_written(%arg0: index, %arg1: index, %arg2: index) -> (memref<2xindex>, index) {
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xindex>
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     memref.store %arg0, %alloc[%c0] : memref<2xindex>
// IDENTITY-NEXT:     memref.store %arg1, %alloc[%c1] : memref<2xindex>
// IDENTITY-NEXT:     %alloc_0 = memref.alloc() {alignment = 64 : i64} : memref<2xindex>
// IDENTITY-NEXT:     memref.copy %alloc, %alloc_0 : memref<2xindex> to memref<2xindex>
// IDENTITY-NEXT:     memref.store %arg1, %alloc_0[%arg2] : memref<2xindex>
// IDENTITY-NEXT:     %0 = memref.load %alloc[%arg2] : memref<2xindex>
// IDENTITY-NEXT:     return %alloc_0, %0 : memref<2xindex>, index
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @splat_dynamic(%arg0: f32, %arg1: index, %arg2: index) -> memref<?x4x?xf32> {
// IDENTITY-NEXT:     %alloc = memref.alloc(%arg1, %arg2) {alignment = 64 : i64} : memref<?x4x?xf32>
// IDENTITY-NEXT:     linalg.map outs(%alloc : memref<?x4x?xf32>)
// IDENTITY-NEXT:       (%init: f32) {
// IDENTITY-NEXT:         linalg.yield %arg0 : f32
// IDENTITY-NEXT:       }
// IDENTITY-NEXT:     return %alloc : memref<?x4x?xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   func.func @dim_rank(%arg0: memref<?x?xf32>, %arg1: memref<*xf32>, %arg2: index) -> (index, index, index, index, index) {
// IDENTITY-NEXT:     %c0 = arith.constant 0 : index
// IDENTITY-NEXT:     %c1 = arith.constant 1 : index
// IDENTITY-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
// IDENTITY-NEXT:     %0 = memref.rank %arg1 : memref<*xf32>
// IDENTITY-NEXT:     %dim_0 = memref.dim %arg1, %c1 : memref<*xf32>
// IDENTITY-NEXT:     %alloc = memref.alloc(%arg2) {alignment = 64 : i64} : memref<?xf32>
// IDENTITY-NEXT:     %dim_1 = memref.dim %alloc, %c0 : memref<?xf32>
// IDENTITY-NEXT:     %subview = memref.subview %arg0[0, 0] [%arg2, 2] [1, 1] : memref<?x?xf32> to memref<?x2xf32, strided<[?, 1]>>
// IDENTITY-NEXT:     %dim_2 = memref.dim %subview, %c0 : memref<?x2xf32, strided<[?, 1]>>
// IDENTITY-NEXT:     return %dim, %0, %dim_0, %dim_1, %dim_2 : index, index, index, index, index
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
// IDENTITY-EMPTY:
// IDENTITY-NEXT: // -----
// IDENTITY-NEXT: module {
// IDENTITY-NEXT:   memref.global "private" constant @__constant_2x2xf32 : memref<2x2xf32> = dense<5.000000e-01> {alignment = 64 : i64}
// IDENTITY-NEXT:   memref.global "private" constant @__constant_4xi8 : memref<4xi8> = dense<7> {alignment = 64 : i64}
// IDENTITY-NEXT:   memref.global "private" constant @__constant_3xf32 : memref<3xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> {alignment = 64 : i64}
// IDENTITY-NEXT:   func.func @constants(%arg0: index) -> (f32, i8, memref<2x2xf32>) {
// IDENTITY-NEXT:     %0 = memref.get_global @__constant_3xf32 : memref<3xf32>
// IDENTITY-NEXT:     %1 = memref.get_global @__constant_4xi8 : memref<4xi8>
// IDENTITY-NEXT:     %2 = memref.get_global @__constant_3xf32 : memref<3xf32>
// IDENTITY-NEXT:     %3 = memref.get_global @__constant_2x2xf32 : memref<2x2xf32>
// IDENTITY-NEXT:     %4 = memref.load %0[%arg0] : memref<3xf32>
// IDENTITY-NEXT:     %5 = memref.load %1[%arg0] : memref<4xi8>
// IDENTITY-NEXT:     %6 = memref.load %2[%arg0] : memref<3xf32>
// IDENTITY-NEXT:     %7 = arith.addf %4, %6 : f32
// IDENTITY-NEXT:     %alloc = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
// IDENTITY-NEXT:     memref.copy %3, %alloc : memref<2x2xf32> to memref<2x2xf32>
// IDENTITY-NEXT:     memref.store %7, %alloc[%arg0, %arg0] : memref<2x2xf32>
// IDENTITY-NEXT:     return %7, %5, %alloc : f32, i8, memref<2x2xf32>
// IDENTITY-NEXT:   }
// IDENTITY-NEXT: }
