// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// Properties written inline (`<{...}>`) are converted to the op's storage
// when the op is created: an attribute of the wrong storage class is
// reported there, with the whole converted dictionary, before any
// verifier.  The same attribute in the attribute dictionary reaches the
// verifier, which checks its constraint.

func.func @segments_not_array() {
  // expected-error@+1 {{invalid properties {operandSegmentSizes = dense<0> : vector<2xi32>} for op memref.alloca: expected DenseI32ArrayAttr for key `value`}}
  %0 = "memref.alloca"() <{operandSegmentSizes = dense<0> : vector<2xi32>}> : () -> memref<4xf32>
  return
}

// -----

func.func @alignment_float() {
  // expected-error@+1 {{invalid properties {alignment = 4.000000e+00 : f32, operandSegmentSizes = array<i32: 0, 0>} for op memref.alloc: Invalid attribute `alignment` in property conversion: 4.000000e+00 : f32}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>, alignment = 4.0 : f32}> : () -> memref<4xf32>
  return
}

// -----

// The right storage class with a value the constraint refuses: the verifier.
func.func @alignment_i32() {
  // expected-error@+1 {{'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>, alignment = 3 : i32}> : () -> memref<4xf32>
  return
}

// -----

// The custom form of a convolution takes `<{...}>` too; its parser adds the
// operand segments to the dictionary that is converted.
func.func @conv_float_dilations(%i: memref<1x10x10x4xf32>, %f: memref<3x3x4xf32>, %o: memref<1x8x8x4xf32>) {
  // expected-error@+1 {{invalid properties {dilations = dense<1.000000e+00> : vector<2xf32>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>} for op linalg.depthwise_conv_2d_nhwc_hwc: Invalid attribute `dilations` in property conversion: dense<1.000000e+00> : vector<2xf32>}}
  linalg.depthwise_conv_2d_nhwc_hwc <{strides = dense<1> : vector<2xi64>, dilations = dense<1.0> : vector<2xf32>}>
    ins(%i, %f : memref<1x10x10x4xf32>, memref<3x3x4xf32>) outs(%o : memref<1x8x8x4xf32>)
  return
}

// -----

// The same attribute in the attribute dictionary: the constraint.
func.func @conv_float_dilations_dict(%i: memref<1x10x10x4xf32>, %f: memref<3x3x4xf32>, %o: memref<1x8x8x4xf32>) {
  // expected-error@+1 {{attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<1> : vector<2xi64>, dilations = dense<1.0> : vector<2xf32>}
    ins(%i, %f : memref<1x10x10x4xf32>, memref<3x3x4xf32>) outs(%o : memref<1x8x8x4xf32>)
  return
}
