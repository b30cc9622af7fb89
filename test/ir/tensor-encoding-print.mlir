// Integer encodings and memory spaces print as mlir-opt 22 prints them: an
// i64 integer keeps its `: i64` in a tensor encoding (it is a plain
// attribute there) and drops it in a memref memory space.
// RUN: bufopt %s | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// CHECK: func.func private @enc(tensor<4xf32, 7 : i64>, tensor<4xf32, 7 : i32>, tensor<4xf32, 7 : index>, memref<4xf32, 7>, memref<4xf32, 7 : i32>, memref<*xf32, 7>)
func.func private @enc(tensor<4xf32, 7>, tensor<4xf32, 7 : i32>, tensor<4xf32, 7 : index>, memref<4xf32, 7 : i64>, memref<4xf32, 7 : i32>, memref<*xf32, 7>)
