// scf.while in the in-place analysis (test-analysis-only, with
// allow-return-allocs-from-loops): the op reads and writes its operands;
// before and after arguments are defined at the loop's entry; the condition's
// and the yield's operands bufferize in place; result k is equivalent to
// operand k only when the condition passes on a buffer equivalent to the
// before argument and the yield one equivalent to the after argument.
// Expected text: mlir-opt 22's; both tools must print it.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only allow-return-allocs-from-loops" | FileCheck %s

func.func @pass_through(%t: tensor<4xf32>) -> tensor<4xf32> {
  %false = arith.constant false
  %r = scf.while (%a = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    scf.condition(%false) %a : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----
func.func @cond_write(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %w = tensor.insert %f into %a[%i] : tensor<4xf32>
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %w, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %j2 = arith.addi %j, %c1 : index
    scf.yield %b, %j2 : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}

// -----
func.func @read_init_after(%t: tensor<4xf32>, %n: index, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %a, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %w = tensor.insert %f into %b[%j] : tensor<4xf32>
    %j2 = arith.addi %j, %c1 : index
    scf.yield %w, %j2 : tensor<4xf32>, index
  }
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %r#0, %x : tensor<4xf32>, f32
}

// -----
func.func @swap(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.while (%a = %t, %b = %u, %i = %c0) : (tensor<4xf32>, tensor<4xf32>, index) -> (tensor<4xf32>, tensor<4xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %b, %a, %i : tensor<4xf32>, tensor<4xf32>, index
  } do {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>, %j: index):
    %j2 = arith.addi %j, %c1 : index
    scf.yield %x, %y, %j2 : tensor<4xf32>, tensor<4xf32>, index
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----
func.func @new_each(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %a, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %e = tensor.empty() : tensor<4xf32>
    %w = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %j2 = arith.addi %j, %c1 : index
    scf.yield %w, %j2 : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}

// -----
func.func @outer(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %u, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %j2 = arith.addi %j, %c1 : index
    scf.yield %b, %j2 : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}

// -----
func.func @two_regions_read(%t: tensor<4xf32>, %n: index, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    %v = tensor.extract %t[%i] : tensor<4xf32>
    %w = tensor.insert %v into %a[%i] : tensor<4xf32>
    scf.condition(%c) %w, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %w = tensor.insert %f into %b[%j] : tensor<4xf32>
    %j2 = arith.addi %j, %c1 : index
    scf.yield %w, %j2 : tensor<4xf32>, index
  }
  %x = tensor.extract %r#0[%c0] : tensor<4xf32>
  return %r#0, %x : tensor<4xf32>, f32
}

// -----
func.func @computed(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    %w = tensor.insert %f into %a[%i] : tensor<4xf32>
    %v = tensor.extract %a[%c0] : tensor<4xf32>
    %w2 = tensor.insert %v into %w[%c1] : tensor<4xf32>
    scf.condition(%c) %w2, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %e = tensor.empty() : tensor<4xf32>
    %j2 = arith.addi %j, %c1 : index
    scf.yield %e, %j2 : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}

// -----
func.func @nested_for(%t: tensor<8xi32>, %n: index) -> tensor<8xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %r:2 = scf.while (%a = %t, %k = %c0) : (tensor<8xi32>, index) -> (tensor<8xi32>, index) {
    %c = arith.cmpi slt, %k, %n : index
    scf.condition(%c) %a, %k : tensor<8xi32>, index
  } do {
  ^bb0(%b: tensor<8xi32>, %k2: index):
    %s = scf.for %i = %c0 to %c7 step %c1 iter_args(%x = %b) -> tensor<8xi32> {
      %ip1 = arith.addi %i, %c1 : index
      %u = tensor.extract %x[%ip1] : tensor<8xi32>
      %y = tensor.insert %u into %x[%i] : tensor<8xi32>
      scf.yield %y : tensor<8xi32>
    }
    %k3 = arith.addi %k2, %c1 : index
    scf.yield %s, %k3 : tensor<8xi32>, index
  }
  return %r#0 : tensor<8xi32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @pass_through(%arg0: tensor<4xf32> {bufferization.access = "read-write"}) -> tensor<4xf32> {
// CHECK-NEXT:     %false = arith.constant false
// CHECK-NEXT:     %0 = scf.while (%arg1 = %arg0) : (tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:       scf.condition(%false) {__inplace_operands_attr__ = ["none", "true"]} %arg1 : tensor<4xf32>
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg1: tensor<4xf32>):
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg1 : tensor<4xf32>
// CHECK-NEXT:     } attributes {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @cond_write(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg3 = %arg0, %arg4 = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg3[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg4, %arg1 : index
// CHECK-NEXT:       scf.condition(%1) {__inplace_operands_attr__ = ["none", "true", "none"]} %inserted, %arg4 : tensor<4xf32>, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: tensor<4xf32>, %arg4: index):
// CHECK-NEXT:       %1 = arith.addi %arg4, %c1 : index
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %arg3, %1 : tensor<4xf32>, index
// CHECK-NEXT:     } attributes {__inplace_operands_attr__ = ["true", "none"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0#0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @read_init_after(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg3 = %arg0, %arg4 = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg4, %arg1 : index
// CHECK-NEXT:       scf.condition(%1) {__inplace_operands_attr__ = ["none", "true", "none"]} %arg3, %arg4 : tensor<4xf32>, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: tensor<4xf32>, %arg4: index):
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg3[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %1 = arith.addi %arg4, %c1 : index
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted, %1 : tensor<4xf32>, index
// CHECK-NEXT:     } attributes {__inplace_operands_attr__ = ["false", "none"]}
// CHECK-NEXT:     %extracted = tensor.extract %arg0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %0#0, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @swap(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: index) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:3 = scf.while (%arg3 = %arg0, %arg4 = %arg1, %arg5 = %c0) : (tensor<4xf32>, tensor<4xf32>, index) -> (tensor<4xf32>, tensor<4xf32>, index) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg5, %arg2 : index
// CHECK-NEXT:       scf.condition(%1) {__inplace_operands_attr__ = ["none", "true", "true", "none"]} %arg4, %arg3, %arg5 : tensor<4xf32>, tensor<4xf32>, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: tensor<4xf32>, %arg4: tensor<4xf32>, %arg5: index):
// CHECK-NEXT:       %1 = arith.addi %arg5, %c1 : index
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "true", "none"]} %arg3, %arg4, %1 : tensor<4xf32>, tensor<4xf32>, index
// CHECK-NEXT:     } attributes {__inplace_operands_attr__ = ["true", "true", "none"]}
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @new_each(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg3 = %arg0, %arg4 = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg4, %arg1 : index
// CHECK-NEXT:       scf.condition(%1) {__inplace_operands_attr__ = ["none", "true", "none"]} %arg3, %arg4 : tensor<4xf32>, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: tensor<4xf32>, %arg4: index):
// CHECK-NEXT:       %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:       %2 = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins(%arg2 : f32) outs(%1 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:       %3 = arith.addi %arg4, %c1 : index
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %2, %3 : tensor<4xf32>, index
// CHECK-NEXT:     } attributes {__inplace_operands_attr__ = ["true", "none"]}
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0#0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @outer(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read"}, %arg2: index, %arg3: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg4 = %arg0, %arg5 = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg5, %arg2 : index
// CHECK-NEXT:       scf.condition(%1) {__inplace_operands_attr__ = ["none", "true", "none"]} %arg1, %arg5 : tensor<4xf32>, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg4: tensor<4xf32>, %arg5: index):
// CHECK-NEXT:       %1 = arith.addi %arg5, %c1 : index
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %arg4, %1 : tensor<4xf32>, index
// CHECK-NEXT:     } attributes {__inplace_operands_attr__ = ["true", "none"]}
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0#0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @two_regions_read(%arg0: tensor<4xf32> {bufferization.access = "read"}, %arg1: index, %arg2: f32) -> (tensor<4xf32>, f32) {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg3 = %arg0, %arg4 = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg4, %arg1 : index
// CHECK-NEXT:       %extracted_0 = tensor.extract %arg0[%arg4] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %inserted = tensor.insert %extracted_0 into %arg3[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.condition(%1) {__inplace_operands_attr__ = ["none", "true", "none"]} %inserted, %arg4 : tensor<4xf32>, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: tensor<4xf32>, %arg4: index):
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg3[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %1 = arith.addi %arg4, %c1 : index
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %inserted, %1 : tensor<4xf32>, index
// CHECK-NEXT:     } attributes {__inplace_operands_attr__ = ["false", "none"]}
// CHECK-NEXT:     %extracted = tensor.extract %0#0[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %0#0, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @computed(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: index, %arg2: f32) -> tensor<4xf32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg3 = %arg0, %arg4 = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg4, %arg1 : index
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg3[%arg4] {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %extracted = tensor.extract %arg3[%c0] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       %inserted_0 = tensor.insert %extracted into %inserted[%c1] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT:       scf.condition(%1) {__inplace_operands_attr__ = ["none", "true", "none"]} %inserted_0, %arg4 : tensor<4xf32>, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg3: tensor<4xf32>, %arg4: index):
// CHECK-NEXT:       %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT:       %2 = arith.addi %arg4, %c1 : index
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %1, %2 : tensor<4xf32>, index
// CHECK-NEXT:     } attributes {__inplace_operands_attr__ = ["true", "none"]}
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0#0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @nested_for(%arg0: tensor<8xi32> {bufferization.access = "read-write"}, %arg1: index) -> tensor<8xi32> {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %c7 = arith.constant 7 : index
// CHECK-NEXT:     %0:2 = scf.while (%arg2 = %arg0, %arg3 = %c0) : (tensor<8xi32>, index) -> (tensor<8xi32>, index) {
// CHECK-NEXT:       %1 = arith.cmpi slt, %arg3, %arg1 : index
// CHECK-NEXT:       scf.condition(%1) {__inplace_operands_attr__ = ["none", "true", "none"]} %arg2, %arg3 : tensor<8xi32>, index
// CHECK-NEXT:     } do {
// CHECK-NEXT:     ^bb0(%arg2: tensor<8xi32>, %arg3: index):
// CHECK-NEXT:       %1 = scf.for %arg4 = %c0 to %c7 step %c1 iter_args(%arg5 = %arg2) -> (tensor<8xi32>) {
// CHECK-NEXT:         %3 = arith.addi %arg4, %c1 : index
// CHECK-NEXT:         %extracted = tensor.extract %arg5[%3] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xi32>
// CHECK-NEXT:         %inserted = tensor.insert %extracted into %arg5[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xi32>
// CHECK-NEXT:         scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<8xi32>
// CHECK-NEXT:       } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK-NEXT:       %2 = arith.addi %arg3, %c1 : index
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "none"]} %1, %2 : tensor<8xi32>, index
// CHECK-NEXT:     } attributes {__inplace_operands_attr__ = ["true", "none"]}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0#0 : tensor<8xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
