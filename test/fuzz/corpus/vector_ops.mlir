// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | mlir-opt | FileCheck %s

// The vector ops of linalg vectorization: defaults of the transfers are
// elided (minor-identity permutation_map, all-false in_bounds), others are
// printed; positions mix static and dynamic entries.

// CHECK: #[[$T:.*]] = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #[[$B:.*]] = affine_map<(d0, d1) -> (0)>
// CHECK-LABEL: func.func @transfers(
// CHECK-SAME: %[[M:.*]]: memref<?x?xf32>, %[[T:.*]]: tensor<4x8xf32>, %[[I:.*]]: index, %[[J:.*]]: index, %[[V:.*]]: vector<4xf32>, %[[K:.*]]: vector<4xi1>
func.func @transfers(%m: memref<?x?xf32>, %t: tensor<4x8xf32>, %i: index, %j: index,
                     %v: vector<4xf32>, %mask: vector<4xi1>) -> (vector<4xf32>, tensor<4x8xf32>) {
  %pad = arith.constant 0.0 : f32
  // CHECK: vector.transfer_read %[[M]][%[[I]], %[[J]]], %{{.*}} : memref<?x?xf32>, vector<4xf32>
  %r = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<4xf32>
  // CHECK: vector.transfer_read %[[M]][%[[I]], %[[J]]], %{{.*}} {in_bounds = [true, false], permutation_map = #[[$T]]} : memref<?x?xf32>, vector<4x2xf32>
  %r2 = vector.transfer_read %m[%i, %j], %pad {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x2xf32>
  // CHECK: vector.transfer_read %[[T]][%[[I]], %[[J]]], %{{.*}}, %[[K]] {in_bounds = [true]} : tensor<4x8xf32>, vector<4xf32>
  %r3 = vector.transfer_read %t[%i, %j], %pad, %mask {in_bounds = [true]} : tensor<4x8xf32>, vector<4xf32>
  // CHECK: vector.transfer_read %[[M]][%[[I]], %[[J]]], %{{.*}} {permutation_map = #[[$B]]} : memref<?x?xf32>, vector<4xf32>
  %r4 = vector.transfer_read %m[%i, %j], %pad {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  // CHECK: vector.transfer_read %[[M]][%[[I]], %[[J]]], %{{.*}} : memref<?x?xf32>, vector<4xf32>
  %r5 = vector.transfer_read %m[%i, %j], %pad {in_bounds = [false], permutation_map = affine_map<(d0, d1) -> (d1)>} : memref<?x?xf32>, vector<4xf32>
  // CHECK: vector.transfer_write %[[V]], %[[M]][%[[I]], %[[J]]] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %j] : vector<4xf32>, memref<?x?xf32>
  // CHECK: vector.transfer_write %[[V]], %[[M]][%[[I]], %[[J]]], %[[K]] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %j], %mask {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  // CHECK: %[[W:.*]] = vector.transfer_write %[[V]], %[[T]][%[[I]], %[[J]]] {in_bounds = [true]} : vector<4xf32>, tensor<4x8xf32>
  %w = vector.transfer_write %v, %t[%i, %j] {in_bounds = [true]} : vector<4xf32>, tensor<4x8xf32>
  // CHECK: vector.transfer_read %[[T]][%[[I]], %[[J]]], %{{.*}} {extra, in_bounds = [true]} : tensor<4x8xf32>, vector<4xf32>
  %r6 = vector.transfer_read %t[%i, %j], %pad {in_bounds = [true], extra} : tensor<4x8xf32>, vector<4xf32>
  return %r, %w : vector<4xf32>, tensor<4x8xf32>
}

// CHECK-LABEL: func.func @values(
func.func @values(%v: vector<4xf32>, %f: f32, %i: index, %m: vector<2x4xf32>) {
  // CHECK: vector.broadcast %{{.*}} : f32 to vector<4xf32>
  %b = vector.broadcast %f : f32 to vector<4xf32>
  // CHECK: vector.broadcast %{{.*}} : vector<4xf32> to vector<2x4xf32>
  %b2 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  // CHECK: vector.broadcast %{{.*}} : f32 to vector<f32>
  %b0 = vector.broadcast %f : f32 to vector<f32>
  // CHECK: vector.extract %{{.*}}[1] : vector<4xf32> from vector<2x4xf32>
  %e = vector.extract %b2[1] : vector<4xf32> from vector<2x4xf32>
  // CHECK: vector.extract %{{.*}}[1, %{{.*}}] : f32 from vector<2x4xf32>
  %e2 = vector.extract %b2[1, %i] : f32 from vector<2x4xf32>
  // CHECK: vector.extract %{{.*}}[] : f32 from vector<f32>
  %e3 = vector.extract %b0[] : f32 from vector<f32>
  // CHECK: vector.insert %{{.*}}, %{{.*}} [0, 1] : f32 into vector<2x4xf32>
  %in = vector.insert %f, %b2[0, 1] : f32 into vector<2x4xf32>
  // CHECK: vector.insert %{{.*}}, %{{.*}} [%{{.*}}] : vector<4xf32> into vector<2x4xf32>
  %in2 = vector.insert %v, %b2[%i] : vector<4xf32> into vector<2x4xf32>
  // CHECK: vector.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>
  %fm = vector.fma %v, %v, %v : vector<4xf32>
  // CHECK: vector.reduction <add>, %{{.*}} : vector<4xf32> into f32
  %red = vector.reduction <add>, %v : vector<4xf32> into f32
  // CHECK: vector.reduction <maximumf>, %{{.*}}, %{{.*}} fastmath<nnan,ninf> : vector<4xf32> into f32
  %red2 = vector.reduction <maximumf>, %v, %f fastmath<ninf,nnan> : vector<4xf32> into f32
  // CHECK: vector.create_mask %{{.*}}, %{{.*}} : vector<4x3xi1>
  %cm = vector.create_mask %i, %i : vector<4x3xi1>
  // CHECK: vector.constant_mask [2, 3] : vector<4x3xi1>
  %km = vector.constant_mask [2, 3] : vector<4x3xi1>
  // CHECK: vector.shape_cast %{{.*}} : vector<2x4xf32> to vector<8xf32>
  %sc = vector.shape_cast %m : vector<2x4xf32> to vector<8xf32>
  // CHECK: vector.transpose %{{.*}}, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %tr = vector.transpose %m, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  return
}
