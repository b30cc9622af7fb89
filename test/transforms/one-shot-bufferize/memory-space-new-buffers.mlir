// Issue 14: new buffers stay in their source's memory space, as upstream:
// the tensor.pad result, the identity-layout copy memref.reshape needs (and
// the reshape's result), a tensor.cast (bufopt cast to the default space:
// invalid IR), and the buffers a loop joins under
// use-encoding-for-memory-space (bufopt cast them to the default space:
// invalid IR, a cast between memory spaces).  CHECK lines: mlir-opt 22's
// output, for both tools; every output must be valid for mlir-opt.
// Prefix ID = identity-layout function boundaries (pad, reshape), DYN = the default
// fully dynamic ones, whose argument the loop joins with a new buffer.
// RUN: bufopt %s --split-input-file '--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map use-encoding-for-memory-space allow-return-allocs-from-loops' | FileCheck %s --check-prefix=ID
// RUN: mlir-opt %s --split-input-file '--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map use-encoding-for-memory-space allow-return-allocs-from-loops' | FileCheck %s --check-prefix=ID
// RUN: bufopt %s --split-input-file '--one-shot-bufferize=bufferize-function-boundaries use-encoding-for-memory-space allow-return-allocs-from-loops' | FileCheck %s --check-prefix=DYN
// RUN: mlir-opt %s --split-input-file '--one-shot-bufferize=bufferize-function-boundaries use-encoding-for-memory-space allow-return-allocs-from-loops' | FileCheck %s --check-prefix=DYN
// RUN: bufopt %s --split-input-file '--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map use-encoding-for-memory-space allow-return-allocs-from-loops' | mlir-opt --split-input-file > /dev/null
// RUN: bufopt %s --split-input-file '--one-shot-bufferize=bufferize-function-boundaries use-encoding-for-memory-space allow-return-allocs-from-loops' | mlir-opt --split-input-file > /dev/null

// ID-LABEL: func.func @pad(%arg0: memref<2xf32, 1>, %arg1: index) -> f32
// ID:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1>
// ID:         linalg.map outs(%[[A]] : memref<4xf32, 1>)
// ID:         %[[S:.*]] = memref.subview %[[A]][1] [2] [1] : memref<4xf32, 1> to memref<2xf32, strided<[1], offset: 1>, 1>
// ID:         memref.copy %arg0, %[[S]] : memref<2xf32, 1> to memref<2xf32, strided<[1], offset: 1>, 1>
// ID:         memref.load %[[A]][%arg1] : memref<4xf32, 1>
func.func @pad(%m: memref<2xf32, 1>, %i: index) -> f32 {
  %cst = arith.constant 0.0 : f32
  %t = bufferization.to_tensor %m restrict : memref<2xf32, 1> to tensor<2xf32>
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%j: index):
    tensor.yield %cst : f32
  } : tensor<2xf32> to tensor<4xf32>
  %v = tensor.extract %p[%i] : tensor<4xf32>
  return %v : f32
}

// -----

// ID-LABEL: func.func @reshape(%arg0: memref<2x2xf32, strided<[4, 1]>, 1>, %arg1: memref<1xindex>, %arg2: index) -> f32
// ID:         %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32, 1>
// ID:         memref.copy %arg0, %[[A]] : memref<2x2xf32, strided<[4, 1]>, 1> to memref<2x2xf32, 1>
// ID:         %[[R:.*]] = memref.reshape %[[A]](%arg1) : (memref<2x2xf32, 1>, memref<1xindex>) -> memref<?xf32, 1>
// ID:         memref.load %[[R]][%arg2] : memref<?xf32, 1>
func.func @reshape(%m: memref<2x2xf32, strided<[4, 1]>, 1>, %s: tensor<1xindex>, %i: index) -> f32 {
  %t = bufferization.to_tensor %m restrict : memref<2x2xf32, strided<[4, 1]>, 1> to tensor<2x2xf32>
  %r = tensor.reshape %t(%s) : (tensor<2x2xf32>, tensor<1xindex>) -> tensor<?xf32>
  %v = tensor.extract %r[%i] : tensor<?xf32>
  return %v : f32
}

// -----

// ID-LABEL: func.func @cast(%arg0: memref<?xf32, 1>, %arg1: index) -> f32
// ID:         %[[C:.*]] = memref.cast %arg0 : memref<?xf32, 1> to memref<4xf32, 1>
// ID:         memref.load %[[C]][%arg1] : memref<4xf32, 1>
func.func @cast(%m: memref<?xf32, 1>, %i: index) -> f32 {
  %t = bufferization.to_tensor %m restrict : memref<?xf32, 1> to tensor<?xf32>
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %v = tensor.extract %c[%i] : tensor<4xf32>
  return %v : f32
}

// -----

// DYN-LABEL: func.func @loop(%arg0: memref<4xf32, strided<[?], offset: ?>, 1>, %arg1: index) -> memref<4xf32, strided<[?], offset: ?>, 1>
// DYN:         scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (memref<4xf32, strided<[?], offset: ?>, 1>)
// DYN:           %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1>
// DYN:           %[[C:.*]] = memref.cast %[[A]] : memref<4xf32, 1> to memref<4xf32, strided<[?], offset: ?>, 1>
// DYN:           scf.yield %[[C]] : memref<4xf32, strided<[?], offset: ?>, 1>
func.func @loop(%t: tensor<4xf32, 1 : i64>, %n: index) -> tensor<4xf32, 1 : i64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<4xf32, 1 : i64> {
    %e = tensor.empty() : tensor<4xf32, 1 : i64>
    %w = tensor.insert %f into %e[%i] : tensor<4xf32, 1 : i64>
    scf.yield %w : tensor<4xf32, 1 : i64>
  }
  return %r : tensor<4xf32, 1 : i64>
}
