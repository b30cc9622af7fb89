// RUN: bufopt %s --one-shot-bufferize=bufferize-function-boundaries | FileCheck %s
// RUN: bufopt %s --one-shot-bufferize=bufferize-function-boundaries | mlir-opt > /dev/null

// One-Shot Bufferize of linalg.pack / unpack (bufopt only: mlir-opt 22
// leaves them "not bufferized"): full static tiles become expand_shape +
// transpose + copy, on strided (function-boundary) layouts too; mlir-opt
// reads the result.  (Partial tiles: pack-bufferize-unsupported.mlir.)

// CHECK-LABEL: func.func @round_trip(
// CHECK-SAME:    %arg0: memref<8x6xf32, strided<[?, ?], offset: ?>>
// CHECK:   %[[P:.*]] = memref.alloc() {{.*}} : memref<2x4x2x3xf32>
// CHECK:   %[[E:.*]] = memref.expand_shape %arg0 {{\[\[}}0, 1], [2, 3]] output_shape [4, 2, 2, 3] : memref<8x6xf32, strided<[?, ?], offset: ?>> into memref<4x2x2x3xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK:   %[[T:.*]] = memref.transpose %[[E]] (d0, d1, d2, d3) -> (d2, d0, d1, d3)
// CHECK:   memref.copy %[[T]], %[[P]]
// CHECK:   %[[U:.*]] = memref.alloc() {{.*}} : memref<6x8xf32>
// CHECK:   %[[E2:.*]] = memref.expand_shape %[[U]] {{\[\[}}0, 1], [2, 3]] output_shape [2, 3, 4, 2] : memref<6x8xf32> into memref<2x3x4x2xf32>
// CHECK:   %[[T2:.*]] = memref.transpose %[[E2]] (d0, d1, d2, d3) -> (d0, d2, d3, d1) : memref<2x3x4x2xf32> to memref<2x4x2x3xf32, strided<[24, 2, 1, 8]>>
// CHECK:   memref.copy %[[P]], %[[T2]]
func.func @round_trip(%s: tensor<8x6xf32>, %p: f32) -> tensor<6x8xf32> {
  %d = tensor.empty() : tensor<2x4x2x3xf32>
  %0 = linalg.pack %s padding_value(%p : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 3] into %d : tensor<8x6xf32> -> tensor<2x4x2x3xf32>
  %e = tensor.empty() : tensor<6x8xf32>
  %1 = linalg.unpack %0 outer_dims_perm = [0, 1] inner_dims_pos = [1, 0] inner_tiles = [2, 3] into %e : tensor<2x4x2x3xf32> -> tensor<6x8xf32>
  return %1 : tensor<6x8xf32>
}
