// gc-merge-alloc after One-Shot Bufferize on the seed's four-matmul chain
// (ref-merge-alloc.md 1.15 item 1): a, b, c share 2 x 64 KiB, d is returned
// and keeps the allocation bufferization made.
// RUN: bufopt %s --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --gc-merge-alloc | FileCheck %s

// CHECK-LABEL: func.func @mlp
// CHECK:      %[[A:.*]] = memref.alloc() {alignment = 64 : i64} : memref<131072xi8>
// CHECK:      %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V0:.*]] = memref.view %[[A]][%[[C0]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:      %[[C1:.*]] = arith.constant 65536 : index
// CHECK-NEXT: %[[V1:.*]] = memref.view %[[A]][%[[C1]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:      %[[C2:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V2:.*]] = memref.view %[[A]][%[[C2]]][] : memref<131072xi8> to memref<128x128xf32>
// CHECK:      %[[D:.*]] = memref.alloc() {alignment = 64 : i64} : memref<128x128xf32>
// CHECK:      return %[[D]]
func.func @mlp(%x: tensor<128x128xf32>, %y: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %a0 = tensor.empty() : tensor<128x128xf32>
  %a = linalg.matmul ins(%x, %y: tensor<128x128xf32>, tensor<128x128xf32>) outs(%a0: tensor<128x128xf32>) -> tensor<128x128xf32>
  %b0 = tensor.empty() : tensor<128x128xf32>
  %b = linalg.matmul ins(%a, %y: tensor<128x128xf32>, tensor<128x128xf32>) outs(%b0: tensor<128x128xf32>) -> tensor<128x128xf32>
  %c0 = tensor.empty() : tensor<128x128xf32>
  %c = linalg.matmul ins(%b, %y: tensor<128x128xf32>, tensor<128x128xf32>) outs(%c0: tensor<128x128xf32>) -> tensor<128x128xf32>
  %d0 = tensor.empty() : tensor<128x128xf32>
  %d = linalg.matmul ins(%c, %y: tensor<128x128xf32>, tensor<128x128xf32>) outs(%d0: tensor<128x128xf32>) -> tensor<128x128xf32>
  return %d : tensor<128x128xf32>
}
