// Inside a loop, a slice of a tensor defined before the loop is read and
// then written (tensor.insert) and read again.  Upstream decides the insert
// first (bottom-up): the read of the slice has its data defined outside the
// loop (a later iteration reads what this one wrote), so the insert goes
// out of place and the slice stays a view.  bufopt saw a read of a value
// defined inside the loop, put the insert in place and the slice out of
// place: the same number of copies, another place.  Now a read of a value
// that only views data defined before the loop lasts until the loop's end,
// as a read of that data.  Expected text: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only" | FileCheck %s
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=REWRITE
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" | FileCheck %s --check-prefix=REWRITE

// CHECK-LABEL: func.func @slice_written_in_loop
// CHECK: scf.for
// CHECK: tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true"]}
// CHECK: tensor.extract {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// REWRITE-LABEL: func.func @slice_written_in_loop
// REWRITE-SAME: (%[[T:[a-z0-9]+]]: memref<16xi32, strided<[?], offset: ?>>
// REWRITE: scf.for
// REWRITE-NEXT: %[[S:.*]] = memref.subview %[[T]][2] [8] [1]
// REWRITE-NEXT: memref.load %[[S]]
// REWRITE: %[[C:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8xi32>
// REWRITE-NEXT: memref.copy %[[S]], %[[C]]
// REWRITE-NEXT: memref.store %{{.*}}, %[[C]]
func.func @slice_written_in_loop(%t: tensor<16xi32>, %n: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %n step %c1 {
    %s = tensor.extract_slice %t[2] [8] [1] : tensor<16xi32> to tensor<8xi32>
    %old = tensor.extract %s[%c3] : tensor<8xi32>
    %inc = arith.addi %old, %old : i32
    %w = tensor.insert %inc into %s[%c3] : tensor<8xi32>
    %new = tensor.extract %w[%c3] : tensor<8xi32>
    memref.store %new, %m[%i] : memref<?xi32>
  }
  return
}

// -----

// The slice is taken inside the loop of a tensor the loop itself defines
// (its iteration argument): nothing crosses iterations, all in place.
// CHECK-LABEL: func.func @slice_of_iter_arg
// CHECK: tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true", "none"]}
// CHECK: tensor.insert {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK: tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true", "none"]}
func.func @slice_of_iter_arg(%t: tensor<16xi32>, %n: index) -> tensor<16xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<16xi32> {
    %s = tensor.extract_slice %a[%i] [8] [1] : tensor<16xi32> to tensor<8xi32>
    %old = tensor.extract %s[%c3] : tensor<8xi32>
    %inc = arith.addi %old, %old : i32
    %w = tensor.insert %inc into %s[%c3] : tensor<8xi32>
    %b = tensor.insert_slice %w into %a[%i] [8] [1] : tensor<8xi32> into tensor<16xi32>
    scf.yield %b : tensor<16xi32>
  }
  return %r : tensor<16xi32>
}
