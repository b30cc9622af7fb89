// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt %s | mlir-opt | FileCheck %s --check-prefix=UPSTREAM
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// vector.mask and vector.multi_reduction.  Both tools print a mask whose
// block is one op and a yield of its results inline, `{ op }` (the yield
// implied); the generic forms agree.

// CHECK-LABEL: func.func @masks(
// CHECK: vector.multi_reduction <add>, %{{.*}}, %{{.*}} [1] : vector<4x2xf32> to vector<4xf32>
// CHECK: vector.multi_reduction <maximumf>, %{{.*}}, %{{.*}} [0, 1] : vector<4x2xf32> to f32
// CHECK: %{{.*}} = vector.mask %{{.*}} { vector.multi_reduction <add>, %{{.*}}, %{{.*}} [1] : vector<4x2xf32> to vector<4xf32> } : vector<4x2xi1> -> vector<4xf32>
// CHECK: vector.mask %{{.*}}, %{{.*}} { vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} : tensor<4xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK: vector.mask %{{.*}} { vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}] : vector<4xf32>, memref<4xf32> } : vector<4xi1>
// UPSTREAM: vector.mask %{{.*}} { vector.multi_reduction <add>, %{{.*}}, %{{.*}} [1] : vector<4x2xf32> to vector<4xf32> } : vector<4x2xi1> -> vector<4xf32>
// UPSTREAM: vector.mask %{{.*}}, %{{.*}} { vector.transfer_read
// UPSTREAM: vector.mask %{{.*}} { vector.transfer_write
// GENERIC: "vector.multi_reduction"(%{{.*}}, %{{.*}}) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<4x2xf32>, vector<4xf32>) -> vector<4xf32>
// GENERIC: "vector.mask"(%{{.*}}) ({
// GENERIC-NEXT: "vector.multi_reduction"
// GENERIC-NEXT: "vector.yield"(%{{.*}}) : (vector<4xf32>) -> ()
// GENERIC-NEXT: }) : (vector<4x2xi1>) -> vector<4xf32>
func.func @masks(%v: vector<4x2xf32>, %a: vector<4xf32>, %s: f32, %m: vector<4x2xi1>,
                 %t: tensor<4xf32>, %b: memref<4xf32>, %i: index) {
  %0 = vector.multi_reduction <add>, %v, %a [1] : vector<4x2xf32> to vector<4xf32>
  %1 = vector.multi_reduction <maximumf>, %v, %s [0, 1] : vector<4x2xf32> to f32
  %2 = vector.mask %m { vector.multi_reduction <add>, %v, %a [1] : vector<4x2xf32> to vector<4xf32> } : vector<4x2xi1> -> vector<4xf32>
  %mm = vector.create_mask %i : vector<4xi1>
  %3 = vector.mask %mm, %a { vector.transfer_read %t[%i], %s : tensor<4xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mm { vector.transfer_write %a, %b[%i] : vector<4xf32>, memref<4xf32> } : vector<4xi1>
  return
}
