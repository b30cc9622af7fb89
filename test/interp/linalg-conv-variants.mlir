// RUN: bufopt %s --run | FileCheck %s

// The convolutions and poolings of linalg_conv.c's table run through their
// indexing maps (strides, dilations, channel-first depthwise, groups, 3-d
// windows, the multiplier dim).  The CHECK values are what mlir-runner
// prints for this program (--convert-linalg-to-loops, then to LLVM).

func.func private @ramp(%m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<?xf32>
  }
  return
}

// CHECK: ( ( ( 1, 3, 5, 7 ), ( 43, 53, 63, 73 ) ) )
// CHECK-NEXT: ( ( ( 3, 9, 15 ), ( 27, 33, 39 ) ) )
// CHECK-NEXT: ( ( ( ( ( 52 ), ( 60 ) ), ( ( 76 ), ( 84 ) ) ), ( ( ( 124 ), ( 132 ) ), ( ( 148 ), ( 156 ) ) ) ) )
// CHECK-NEXT: ( ( ( ( ( 13 ), ( 14 ) ), ( ( 16 ), ( 17 ) ) ), ( ( ( 22 ), ( 23 ) ), ( ( 25 ), ( 26 ) ) ) ) )
// CHECK-NEXT: ( ( ( ( 0, 0, 0 ), ( 3, 4, 5 ) ), ( ( 0, 8, 16 ), ( 27, 36, 45 ) ) ) )
func.func @main() {
  %z = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  // I: 1x2x8 ramp, K: 2x2 ramp; depthwise_conv_1d_ncw_cw, stride 2:
  // O[0, c, w] = I[c, 2w] * K[c, 0] + I[c, 2w + 1] * K[c, 1]
  %a = memref.alloca() : memref<16xf32>
  %ad = memref.cast %a : memref<16xf32> to memref<?xf32>
  func.call @ramp(%ad) : (memref<?xf32>) -> ()
  %i1 = memref.expand_shape %a [[0, 1, 2]] output_shape [1, 2, 8] : memref<16xf32> into memref<1x2x8xf32>
  %b = memref.alloca() : memref<4xf32>
  %bd = memref.cast %b : memref<4xf32> to memref<?xf32>
  func.call @ramp(%bd) : (memref<?xf32>) -> ()
  %k1 = memref.expand_shape %b [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %o1 = memref.alloca() : memref<1x2x4xf32>
  linalg.fill ins(%z : f32) outs(%o1 : memref<1x2x4xf32>)
  linalg.depthwise_conv_1d_ncw_cw {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
    ins(%i1, %k1 : memref<1x2x8xf32>, memref<2x2xf32>) outs(%o1 : memref<1x2x4xf32>)
  %v1 = vector.transfer_read %o1[%c0, %c0, %c0], %z : memref<1x2x4xf32>, vector<1x2x4xf32>
  vector.print %v1 : vector<1x2x4xf32>
  // pooling_ncw_sum, window 3, dilation 1, stride 2 over I
  %w3 = memref.alloca() : memref<3xf32>
  %o2 = memref.alloca() : memref<1x2x3xf32>
  linalg.fill ins(%z : f32) outs(%o2 : memref<1x2x3xf32>)
  linalg.pooling_ncw_sum {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
    ins(%i1, %w3 : memref<1x2x8xf32>, memref<3xf32>) outs(%o2 : memref<1x2x3xf32>)
  %v2 = vector.transfer_read %o2[%c0, %c0, %c0], %z : memref<1x2x3xf32>, vector<1x2x3xf32>
  vector.print %v2 : vector<1x2x3xf32>
  // a 1x3x3x3x1 ramp; conv_3d_ndhwc_dhwcf with a 2x2x2x1x1 filter of ones:
  // the sums of the eight 2x2x2 windows
  %c = memref.alloca() : memref<27xf32>
  %cd = memref.cast %c : memref<27xf32> to memref<?xf32>
  func.call @ramp(%cd) : (memref<?xf32>) -> ()
  %i3 = memref.expand_shape %c [[0, 1, 2, 3, 4]] output_shape [1, 3, 3, 3, 1] : memref<27xf32> into memref<1x3x3x3x1xf32>
  %one = arith.constant 1.0 : f32
  %k3 = memref.alloca() : memref<2x2x2x1x1xf32>
  linalg.fill ins(%one : f32) outs(%k3 : memref<2x2x2x1x1xf32>)
  %o3 = memref.alloca() : memref<1x2x2x2x1xf32>
  linalg.fill ins(%z : f32) outs(%o3 : memref<1x2x2x2x1xf32>)
  linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
    ins(%i3, %k3 : memref<1x3x3x3x1xf32>, memref<2x2x2x1x1xf32>) outs(%o3 : memref<1x2x2x2x1xf32>)
  %v3 = vector.transfer_read %o3[%c0, %c0, %c0, %c0, %c0], %z : memref<1x2x2x2x1xf32>, vector<1x2x2x2x1xf32>
  vector.print %v3 : vector<1x2x2x2x1xf32>
  // pooling_ndhwc_max over the same ramp: the last element of each window
  %w8 = memref.alloca() : memref<2x2x2xf32>
  %o4 = memref.alloca() : memref<1x2x2x2x1xf32>
  %lo = arith.constant -100.0 : f32
  linalg.fill ins(%lo : f32) outs(%o4 : memref<1x2x2x2x1xf32>)
  linalg.pooling_ndhwc_max {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
    ins(%i3, %w8 : memref<1x3x3x3x1xf32>, memref<2x2x2xf32>) outs(%o4 : memref<1x2x2x2x1xf32>)
  %v4 = vector.transfer_read %o4[%c0, %c0, %c0, %c0, %c0], %z : memref<1x2x2x2x1xf32>, vector<1x2x2x2x1xf32>
  vector.print %v4 : vector<1x2x2x2x1xf32>
  // depthwise_conv_1d_nwc_wcm: I[n, w, c] = the first 4 of the ramp as 1x2x2,
  // K[kw, c, m] (1x2x3 ramp): O[n, w, c, m] = I[n, w, c] * K[0, c, m]
  %d = memref.alloca() : memref<6xf32>
  %dd = memref.cast %d : memref<6xf32> to memref<?xf32>
  func.call @ramp(%dd) : (memref<?xf32>) -> ()
  %k5 = memref.expand_shape %d [[0, 1, 2]] output_shape [1, 2, 3] : memref<6xf32> into memref<1x2x3xf32>
  %i5 = memref.subview %i1[0, 0, 0] [1, 2, 2] [1, 1, 1] : memref<1x2x8xf32> to memref<1x2x2xf32, strided<[16, 8, 1]>>
  %o5 = memref.alloca() : memref<1x2x2x3xf32>
  linalg.fill ins(%z : f32) outs(%o5 : memref<1x2x2x3xf32>)
  linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
    ins(%i5, %k5 : memref<1x2x2xf32, strided<[16, 8, 1]>>, memref<1x2x3xf32>) outs(%o5 : memref<1x2x2x3xf32>)
  %v5 = vector.transfer_read %o5[%c0, %c0, %c0, %c0], %z : memref<1x2x2x3xf32>, vector<1x2x2x3xf32>
  vector.print %v5 : vector<1x2x2x3xf32>
  return
}
