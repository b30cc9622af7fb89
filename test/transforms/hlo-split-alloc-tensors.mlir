// RUN: bufopt %s --allow-unregistered-dialect --hlo-split-alloc-tensors | FileCheck %s

// Reference case 30 (ref-hlo.md section 10), op for op.
// Each use gets its own alloc_tensor, right before the user; the original
// goes.
// CHECK-LABEL: func.func @split(
// CHECK-NEXT: %[[A:.*]] = bufferization.alloc_tensor() : tensor<2xf32>
// CHECK-NEXT: %[[X:.*]] = "test.op"(%[[A]])
// CHECK-NEXT: %[[B:.*]] = bufferization.alloc_tensor() : tensor<2xf32>
// CHECK-NEXT: %[[Y:.*]] = "test.op"(%[[B]])
// CHECK-NEXT: "test.use"(%[[X]], %[[Y]])
// CHECK-NEXT: %[[C:.*]] = bufferization.alloc_tensor() : tensor<2xf32>
// CHECK-NEXT: %[[D:.*]] = bufferization.alloc_tensor() : tensor<2xf32>
// CHECK-NEXT: "test.op2"(%[[C]], %[[D]])
// CHECK-NEXT: return
func.func @split() {
  %t = bufferization.alloc_tensor() : tensor<2xf32>
  %x = "test.op"(%t) : (tensor<2xf32>) -> tensor<2xf32>
  %y = "test.op"(%t) : (tensor<2xf32>) -> tensor<2xf32>
  "test.use"(%x, %y) : (tensor<2xf32>, tensor<2xf32>) -> ()
  "test.op2"(%t, %t) : (tensor<2xf32>, tensor<2xf32>) -> ()
  return
}

// Uses inside regions (an if without else) are split too.
// CHECK-LABEL: func.func @split_empty_region(
// CHECK-NEXT: scf.if
// CHECK-NEXT: %[[A:.*]] = bufferization.alloc_tensor(%arg1) : tensor<?xf32>
// CHECK-NEXT: "test.use"(%[[A]])
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @split_empty_region(%c: i1, %n: index) {
  %t = bufferization.alloc_tensor(%n) : tensor<?xf32>
  scf.if %c {
    "test.use"(%t) : (tensor<?xf32>) -> ()
  }
  return
}
