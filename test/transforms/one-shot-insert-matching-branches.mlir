// A tensor.insert_slice whose source comes out of an scf.if (or
// scf.index_switch) that yields a different value in each region: the
// matching-subset exemption (upstream's matchesInsertDestination) needs
// every yielded value to come from a slice of the destination at the same
// offsets, sizes and strides.  bufopt followed only one equivalence chain
// and stopped at the if: the slices went out of place.  Expected text:
// mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s

// CHECK-LABEL: func.func @both_match
// CHECK: tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true", "none"]
// CHECK: tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true", "none"]
// CHECK: tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true", "none"]
func.func @both_match(%t: tensor<16xi32>, %p: index, %c: i1, %a: i32, %b: i32) -> tensor<16xi32> {
  %r = scf.if %c -> tensor<4xi32> {
    %s = tensor.extract_slice %t[%p] [4] [1] : tensor<16xi32> to tensor<4xi32>
    %f = linalg.fill ins(%a : i32) outs(%s : tensor<4xi32>) -> tensor<4xi32>
    scf.yield %f : tensor<4xi32>
  } else {
    %s = tensor.extract_slice %t[%p] [4] [1] : tensor<16xi32> to tensor<4xi32>
    %f = linalg.fill ins(%b : i32) outs(%s : tensor<4xi32>) -> tensor<4xi32>
    scf.yield %f : tensor<4xi32>
  }
  %i = tensor.insert_slice %r into %t[%p] [4] [1] : tensor<4xi32> into tensor<16xi32>
  return %i : tensor<16xi32>
}

// -----

// One region takes its slice elsewhere: no exemption, both slices are
// copied.
// CHECK-LABEL: func.func @one_differs
// CHECK: tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["false", "none"]
// CHECK: tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["false"]
// CHECK: tensor.insert_slice {{.*}}__inplace_operands_attr__ = ["true", "true", "none"]
func.func @one_differs(%t: tensor<16xi32>, %p: index, %c: i1, %a: i32, %b: i32) -> tensor<16xi32> {
  %r = scf.if %c -> tensor<4xi32> {
    %s = tensor.extract_slice %t[%p] [4] [1] : tensor<16xi32> to tensor<4xi32>
    %f = linalg.fill ins(%a : i32) outs(%s : tensor<4xi32>) -> tensor<4xi32>
    scf.yield %f : tensor<4xi32>
  } else {
    %s = tensor.extract_slice %t[0] [4] [1] : tensor<16xi32> to tensor<4xi32>
    %f = linalg.fill ins(%b : i32) outs(%s : tensor<4xi32>) -> tensor<4xi32>
    scf.yield %f : tensor<4xi32>
  }
  %i = tensor.insert_slice %r into %t[%p] [4] [1] : tensor<4xi32> into tensor<16xi32>
  return %i : tensor<16xi32>
}

// -----

// CHECK-LABEL: func.func @switch
// CHECK-COUNT-3: tensor.extract_slice {{.*}}__inplace_operands_attr__ = ["true", "none"]
func.func @switch(%t: tensor<16xi32>, %p: index, %k: index, %a: i32) -> tensor<16xi32> {
  %r = scf.index_switch %k -> tensor<4xi32>
  case 1 {
    %s = tensor.extract_slice %t[%p] [4] [1] : tensor<16xi32> to tensor<4xi32>
    %f = linalg.fill ins(%a : i32) outs(%s : tensor<4xi32>) -> tensor<4xi32>
    scf.yield %f : tensor<4xi32>
  }
  case 2 {
    %s = tensor.extract_slice %t[%p] [4] [1] : tensor<16xi32> to tensor<4xi32>
    %w = tensor.insert %a into %s[%k] : tensor<4xi32>
    scf.yield %w : tensor<4xi32>
  }
  default {
    %s = tensor.extract_slice %t[%p] [4] [1] : tensor<16xi32> to tensor<4xi32>
    scf.yield %s : tensor<4xi32>
  }
  %i = tensor.insert_slice %r into %t[%p] [4] [1] : tensor<4xi32> into tensor<16xi32>
  return %i : tensor<16xi32>
}
