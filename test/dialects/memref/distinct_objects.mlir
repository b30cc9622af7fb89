// memref.distinct_objects (issue 15): custom and generic forms as mlir-opt 22
// prints them, same CHECKs for both tools; the result types are the
// operands'.
// RUN: bufopt %s | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufopt %s --mlir-print-op-generic | bufopt | FileCheck %s

// CHECK-LABEL: func.func @distinct
// CHECK: %[[D:.*]]:2 = memref.distinct_objects %arg0, %arg1 {tag = 3 : i32} : memref<?xf32>, memref<4x4xi8, strided<[8, 1]>>
// CHECK: %[[E:.*]] = memref.distinct_objects %arg0 : memref<?xf32>
// CHECK: return %[[D]]#1, %[[E]] : memref<4x4xi8, strided<[8, 1]>>, memref<?xf32>
// GENERIC: "memref.distinct_objects"(%arg0, %arg1) {tag = 3 : i32} : (memref<?xf32>, memref<4x4xi8, strided<[8, 1]>>) -> (memref<?xf32>, memref<4x4xi8, strided<[8, 1]>>)
// GENERIC: "memref.distinct_objects"(%arg0) : (memref<?xf32>) -> memref<?xf32>
func.func @distinct(%a: memref<?xf32>, %b: memref<4x4xi8, strided<[8, 1]>>) -> (memref<4x4xi8, strided<[8, 1]>>, memref<?xf32>) {
  %0:2 = memref.distinct_objects %a, %b {tag = 3 : i32} : memref<?xf32>, memref<4x4xi8, strided<[8, 1]>>
  %1 = memref.distinct_objects %a : memref<?xf32>
  return %0#1, %1 : memref<4x4xi8, strided<[8, 1]>>, memref<?xf32>
}
