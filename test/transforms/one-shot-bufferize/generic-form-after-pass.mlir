// The generic form of a pass's output is mlir-opt's too: the properties
// upstream's builders set (`nontemporal = false` on the loads and stores
// bufferization creates) and the value names dump-alias-sets writes (the
// generic numbers, counted from the module without function boundaries).
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" --mlir-print-op-generic -o %t.ours
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries" --mlir-print-op-generic -o %t.up
// RUN: diff %t.ours %t.up
// RUN: FileCheck %s --input-file %t.ours
// RUN: bufopt %s --split-input-file --one-shot-bufferize="test-analysis-only dump-alias-sets" --mlir-print-op-generic -o %t.ours2
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="test-analysis-only dump-alias-sets" --mlir-print-op-generic -o %t.up2
// RUN: diff %t.ours2 %t.up2
// RUN: FileCheck %s --check-prefix=NAMES --input-file %t.ours2
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only dump-alias-sets" --mlir-print-op-generic -o %t.ours3
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only dump-alias-sets" --mlir-print-op-generic -o %t.up3
// RUN: diff %t.ours3 %t.up3
// RUN: FileCheck %s --check-prefix=FUNC --input-file %t.ours3

// Without function boundaries the names count from the module (mlir-opt
// numbers the second function first); with them, from each function.
// NAMES-LABEL: sym_name = "first"
// NAMES: ^bb0(%arg2: tensor<4xf32>
// NAMES: "tensor.insert"{{.*}}__opresult_alias_set_attr__ = {{\[\[}}"%3"{{\]\]}}
// NAMES: __bbarg_alias_set_attr__ = {{\[\[\[\[}}"%arg2"{{\]\]\]\]}}
// FUNC-LABEL: sym_name = "first"
// FUNC: "tensor.insert"{{.*}}__opresult_alias_set_attr__ = {{\[\[}}"%0", "%arg0"{{\]\]}}
// CHECK-LABEL: sym_name = "first"
// CHECK: "memref.store"(%{{.*}}) <{nontemporal = false}>
// CHECK: "memref.load"(%{{.*}}) <{nontemporal = false}>
func.func @first(%t: tensor<4xf32>, %i: index, %v: f32) -> (f32, tensor<4xf32>) {
  %n = tensor.insert %v into %t[%i] : tensor<4xf32>
  %e = tensor.extract %n[%i] : tensor<4xf32>
  return %e, %n : f32, tensor<4xf32>
}

// CHECK-LABEL: sym_name = "second"
// CHECK-COUNT-2: "memref.store"(%{{.*}}) <{nontemporal = false}>
func.func @second(%t: tensor<2xf32>, %v: f32) -> (tensor<2xf32>, tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %n = tensor.insert %v into %t[%c0] : tensor<2xf32>
  %f = tensor.from_elements %v, %v : tensor<2xf32>
  return %n, %f : tensor<2xf32>, tensor<2xf32>
}
