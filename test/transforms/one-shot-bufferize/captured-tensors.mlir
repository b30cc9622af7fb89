// Tensors used inside regions (issue 14): a linalg.generic or
// tensor.generate body that reads a tensor defined above it with
// tensor.extract (a stencil, a gather).  The reads inside are analysed as
// upstream's (a read nested in the op that writes the buffer conflicts with
// that write) and rewritten into loads of the captured buffer.  Expected
// text: mlir-opt 22's; both tools must print it.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s --check-prefix=ANALYSIS
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=REWRITE
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=REWRITE

#map = affine_map<(d0) -> (d0)>

// The body reads %t, which the op overwrites: the write goes out of place
// (upstream: the nested read does not happen before its ancestor's write).
// ANALYSIS-LABEL: func.func @stencil_over_itself
// ANALYSIS: linalg.generic {{.*}} outs(%arg0 : tensor<8xf32>) attrs =  {__inplace_operands_attr__ = ["false"]}
// ANALYSIS: tensor.extract %arg0[%{{.*}}] {__inplace_operands_attr__ = ["true", "none"]}
// REWRITE-LABEL: func.func @stencil_over_itself
// REWRITE: %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// REWRITE-NOT: memref.copy
// REWRITE: linalg.generic {{.*}} outs(%[[A]] : memref<8xf32>)
// REWRITE: memref.load %arg0[%{{.*}}] : memref<8xf32, strided<[?], offset: ?>>
// REWRITE: return %[[A]]
func.func @stencil_over_itself(%t: tensor<8xf32>) -> tensor<8xf32> {
  %c1 = arith.constant 1 : index
  %r = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%t : tensor<8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = arith.addi %i, %c1 : index
    %v = tensor.extract %t[%j] : tensor<8xf32>
    linalg.yield %v : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>

// A captured tensor that is not written: the outs stay in place.
// ANALYSIS-LABEL: func.func @gather_other
// ANALYSIS-SAME: %arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: tensor<8xf32> {bufferization.access = "read"}
// ANALYSIS: linalg.generic {{.*}} attrs =  {__inplace_operands_attr__ = ["true"]}
// ANALYSIS: tensor.extract %arg1
// REWRITE-LABEL: func.func @gather_other
// REWRITE-NOT: memref.alloc
// REWRITE: linalg.generic {{.*}} outs(%arg0
// REWRITE: memref.load %arg1[
// REWRITE: return %arg0
func.func @gather_other(%t: tensor<8xf32>, %a: tensor<8xf32>) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%t : tensor<8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %v = tensor.extract %a[%i] : tensor<8xf32>
    %s = arith.addf %o, %v : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>

// A write of %a before a region that reads it: out of place.
// ANALYSIS-LABEL: func.func @write_before_region_read
// ANALYSIS: linalg.fill {__inplace_operands_attr__ = ["none", "false"]}
// REWRITE-LABEL: func.func @write_before_region_read
// REWRITE: %[[F:.*]] = memref.alloc()
// REWRITE: linalg.fill ins(%arg1 : f32) outs(%[[F]] : memref<8xf32>)
// REWRITE: linalg.map outs(
// REWRITE: memref.load %arg0
func.func @write_before_region_read(%a: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %w = linalg.fill ins(%f : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
  %g = tensor.generate {
  ^bb0(%i: index):
    %v = tensor.extract %a[%i] : tensor<8xf32>
    tensor.yield %v : f32
  } : tensor<8xf32>
  return %w, %g : tensor<8xf32>, tensor<8xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>

// The same write after the region's reads: in place.
// ANALYSIS-LABEL: func.func @write_after_region_read
// ANALYSIS: tensor.extract %arg0[%arg2] {__inplace_operands_attr__ = ["true", "none"]}
// ANALYSIS: linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// REWRITE-LABEL: func.func @write_after_region_read
// REWRITE: linalg.map outs(
// REWRITE: memref.load %arg0
// REWRITE: linalg.fill ins(%arg1 : f32) outs(%arg0 :
func.func @write_after_region_read(%a: tensor<8xf32>, %f: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  %g = tensor.generate {
  ^bb0(%i: index):
    %v = tensor.extract %a[%i] : tensor<8xf32>
    tensor.yield %v : f32
  } : tensor<8xf32>
  %w = linalg.fill ins(%f : f32) outs(%a : tensor<8xf32>) -> tensor<8xf32>
  return %w, %g : tensor<8xf32>, tensor<8xf32>
}

// -----

#map = affine_map<(d0) -> (d0)>

// Tensor values made inside the body (a slice of a captured tensor).
// ANALYSIS-LABEL: func.func @slice_in_body
// ANALYSIS: tensor.extract_slice %arg1[%{{.*}}] [8] [1] {__inplace_operands_attr__ = ["true", "none"]}
// REWRITE-LABEL: func.func @slice_in_body
// REWRITE: %[[S:.*]] = memref.subview %arg1
// REWRITE: memref.load %[[S]]
func.func @slice_in_body(%t: tensor<8xf32>, %a: tensor<16xf32>) -> tensor<8xf32> {
  %r = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%t : tensor<8xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %s = tensor.extract_slice %a[%i] [8] [1] : tensor<16xf32> to tensor<8xf32>
    %v = tensor.extract %s[%i] : tensor<8xf32>
    linalg.yield %v : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
