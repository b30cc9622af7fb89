// dump-alias-sets (with test-analysis-only): each op with tensor results
// gets __opresult_alias_set_attr__ (per result, the names of the values in
// its alias set) and each op with tensor block arguments
// __bbarg_alias_set_attr__ (per region, per block, per tensor argument).
// Straight-line code, out-of-place writes, scf.if, scf.for, calls (one
// returning two slices of an argument), both heuristics, with and without
// function boundaries.  Expected text, member order included: mlir-opt 22's.
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only dump-alias-sets" | FileCheck %s
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only dump-alias-sets" | FileCheck %s
// RUN: bufopt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only dump-alias-sets analysis-heuristic=top-down" | FileCheck %s --check-prefix=TOPDOWN
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="bufferize-function-boundaries test-analysis-only dump-alias-sets analysis-heuristic=top-down" | FileCheck %s --check-prefix=TOPDOWN
// RUN: bufopt %s --split-input-file --one-shot-bufferize="test-analysis-only dump-alias-sets" | FileCheck %s --check-prefix=NOBOUND
// RUN: mlir-opt %s --split-input-file --one-shot-bufferize="test-analysis-only dump-alias-sets" | FileCheck %s --check-prefix=NOBOUND
// Invalid: dump-alias-sets without test-analysis-only.
// RUN: not bufopt %s --split-input-file --one-shot-bufferize="dump-alias-sets" 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not mlir-opt %s --split-input-file --one-shot-bufferize="dump-alias-sets" 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: <unknown>:0: error: Invalid option: 'dump-alias-sets' requires 'test-analysis-only'
// And copy-before-write with test-analysis-only.
// RUN: not bufopt %s --split-input-file --one-shot-bufferize="copy-before-write test-analysis-only" 2>&1 | FileCheck %s --check-prefix=ERR2
// RUN: not mlir-opt %s --split-input-file --one-shot-bufferize="copy-before-write test-analysis-only" 2>&1 | FileCheck %s --check-prefix=ERR2
// ERR2: <unknown>:0: error: Invalid option: 'copy-before-write' cannot be used with 'test-analysis-only'

func.func @straight(%t: tensor<8xf32>, %f: f32, %i: index) -> (tensor<8xf32>, f32) {
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %w = linalg.fill ins(%f : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %w into %t[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %x = tensor.insert %f into %e[%i] : tensor<8xf32>
  %v = tensor.extract %x[%i] : tensor<8xf32>
  return %r, %v : tensor<8xf32>, f32
}

// -----

func.func @out_of_place(%t: tensor<4xf32> {bufferization.writable = false}, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %c = arith.constant dense<1.0> : tensor<4xf32>
  %x = tensor.insert %f into %t[%i] : tensor<4xf32>
  %y = tensor.insert %f into %c[%i] : tensor<4xf32>
  %v = tensor.extract %y[%i] : tensor<4xf32>
  return %x, %v : tensor<4xf32>, f32
}

// -----

func.func @branches(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    %x = tensor.insert %f into %a[%i] : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @loop(%t: tensor<4xf32>, %u: tensor<4xf32>, %f: f32, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t, %b = %u) -> (tensor<4xf32>, tensor<4xf32>) {
    %x = tensor.insert %f into %a[%i] : tensor<4xf32>
    scf.yield %x, %b : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func private @fill(%t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %r = linalg.fill ins(%f : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func private @halves(%t: tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %lo = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %hi = tensor.extract_slice %t[4] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return %lo, %hi : tensor<4xf32>, tensor<4xf32>
}

func.func @calls(%t: tensor<8xf32>, %f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %h:2 = func.call @halves(%t) : (tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %e = tensor.empty() : tensor<4xf32>
  %r = func.call @fill(%e, %f) : (tensor<4xf32>, f32) -> tensor<4xf32>
  return %r, %h#1 : tensor<4xf32>, tensor<4xf32>
}

// CHECK: module {
// CHECK-NEXT:   func.func @straight(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: f32, %arg2: index) -> (tensor<8xf32>, f32) attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%0", "%extracted_slice", "%inserted_slice", "%arg0"{{\]\]}}{{\]\]}}} {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] {__inplace_operands_attr__ = ["true"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%extracted_slice", "%inserted_slice", "%arg0"{{\]\]}}} : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%extracted_slice", "%inserted_slice", "%arg0"{{\]\]}}} ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg0[2] [4] [1] {__inplace_operands_attr__ = ["true", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%extracted_slice", "%inserted_slice", "%arg0"{{\]\]}}} : tensor<4xf32> into tensor<8xf32>
// CHECK-NEXT:     %1 = tensor.empty() {__opresult_alias_set_attr__ = {{\[\[}}"%inserted", "%1"{{\]\]}}} : tensor<8xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %1[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted", "%1"{{\]\]}}} : tensor<8xf32>
// CHECK-NEXT:     %extracted = tensor.extract %inserted[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %inserted_slice, %extracted : tensor<8xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func @out_of_place(%arg0: tensor<4xf32> {bufferization.access = "read", bufferization.writable = false}, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%arg0"{{\]\]}}{{\]\]}}} {
// CHECK-NEXT:     %cst = arith.constant {__opresult_alias_set_attr__ = {{\[\[}}"%cst"{{\]\]}}} dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted"{{\]\]}}} : tensor<4xf32>
// CHECK-NEXT:     %inserted_0 = tensor.insert %arg1 into %cst[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted_0"{{\]\]}}} : tensor<4xf32>
// CHECK-NEXT:     %extracted = tensor.extract %inserted_0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func @branches(%arg0: i1, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: tensor<4xf32> {bufferization.access = "read-write"}, %arg3: f32, %arg4: index) -> tensor<4xf32> attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%0", "%inserted", "%arg2", "%arg1"], ["%0", "%inserted", "%arg2", "%arg1"{{\]\]}}{{\]\]}}} {
// CHECK-NEXT:     %0 = scf.if %arg0 -> (tensor<4xf32>) {
// CHECK-NEXT:       %inserted = tensor.insert %arg3 into %arg1[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%inserted", "%arg2", "%arg1"{{\]\]}}} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// CHECK-NEXT:     } else {
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg2 : tensor<4xf32>
// CHECK-NEXT:     } {__opresult_alias_set_attr__ = {{\[\[}}"%0", "%inserted", "%arg2", "%arg1"{{\]\]}}}
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func @loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: f32, %arg3: index) -> (tensor<4xf32>, tensor<4xf32>) attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%0#0", "%arg0"], ["%0#1", "%arg1"{{\]\]}}{{\]\]}}} {
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %c1 = arith.constant 1 : index
// CHECK-NEXT:     %0:2 = scf.for %arg4 = %c0 to %arg3 step %c1 iter_args(%arg5 = %arg0, %arg6 = %arg1) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:       %inserted = tensor.insert %arg2 into %arg5[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted", "%arg5"{{\]\]}}} : tensor<4xf32>
// CHECK-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "true"]} %inserted, %arg6 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:     } {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%inserted", "%arg5"], ["%arg6"{{\]\]}}{{\]\]}}, __inplace_operands_attr__ = ["none", "none", "none", "true", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%0#0", "%arg0"], ["%0#1", "%arg1"{{\]\]}}}
// CHECK-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK: module {
// CHECK-NEXT:   func.func private @fill(%arg0: tensor<4xf32> {bufferization.access = "write"}, %arg1: f32) -> tensor<4xf32> attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%0", "%arg0"{{\]\]}}{{\]\]}}} {
// CHECK-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%arg0"{{\]\]}}} ins(%arg1 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func private @halves(%arg0: tensor<8xf32> {bufferization.access = "read"}) -> (tensor<4xf32>, tensor<4xf32>) attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%extracted_slice", "%extracted_slice_0", "%arg0"{{\]\]}}{{\]\]}}} {
// CHECK-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0] [4] [1] {__inplace_operands_attr__ = ["true"], __opresult_alias_set_attr__ = {{\[\[}}"%extracted_slice", "%extracted_slice_0", "%arg0"{{\]\]}}} : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg0[4] [4] [1] {__inplace_operands_attr__ = ["true"], __opresult_alias_set_attr__ = {{\[\[}}"%extracted_slice", "%extracted_slice_0", "%arg0"{{\]\]}}} : tensor<8xf32> to tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %extracted_slice, %extracted_slice_0 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @calls(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: f32) -> (tensor<4xf32>, tensor<4xf32>) attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%0#1", "%0#0", "%arg0"{{\]\]}}{{\]\]}}} {
// CHECK-NEXT:     %0:2 = call @halves(%arg0) {__inplace_operands_attr__ = ["true"], __opresult_alias_set_attr__ = {{\[\[}}"%0#1", "%0#0", "%arg0"], ["%0#1", "%0#0", "%arg0"{{\]\]}}} : (tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT:     %1 = tensor.empty() {__opresult_alias_set_attr__ = {{\[\[}}"%2", "%1"{{\]\]}}} : tensor<4xf32>
// CHECK-NEXT:     %2 = call @fill(%1, %arg1) {__inplace_operands_attr__ = ["true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%2", "%1"{{\]\]}}} : (tensor<4xf32>, f32) -> tensor<4xf32>
// CHECK-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %2, %0#1 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// TOPDOWN: module {
// TOPDOWN-NEXT:   func.func @straight(%arg0: tensor<8xf32> {bufferization.access = "read-write"}, %arg1: f32, %arg2: index) -> (tensor<8xf32>, f32) attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%inserted_slice", "%0", "%extracted_slice", "%arg0"{{\]\]}}{{\]\]}}} {
// TOPDOWN-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] {__inplace_operands_attr__ = ["true"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted_slice", "%0", "%extracted_slice", "%arg0"{{\]\]}}} : tensor<8xf32> to tensor<4xf32>
// TOPDOWN-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted_slice", "%0", "%extracted_slice", "%arg0"{{\]\]}}} ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
// TOPDOWN-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg0[2] [4] [1] {__inplace_operands_attr__ = ["true", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted_slice", "%0", "%extracted_slice", "%arg0"{{\]\]}}} : tensor<4xf32> into tensor<8xf32>
// TOPDOWN-NEXT:     %1 = tensor.empty() {__opresult_alias_set_attr__ = {{\[\[}}"%inserted", "%1"{{\]\]}}} : tensor<8xf32>
// TOPDOWN-NEXT:     %inserted = tensor.insert %arg1 into %1[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted", "%1"{{\]\]}}} : tensor<8xf32>
// TOPDOWN-NEXT:     %extracted = tensor.extract %inserted[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [0, -1], __inplace_operands_attr__ = ["true", "none"]} %inserted_slice, %extracted : tensor<8xf32>, f32
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT: }
// TOPDOWN-EMPTY:
// TOPDOWN: module {
// TOPDOWN-NEXT:   func.func @out_of_place(%arg0: tensor<4xf32> {bufferization.access = "read", bufferization.writable = false}, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%arg0"{{\]\]}}{{\]\]}}} {
// TOPDOWN-NEXT:     %cst = arith.constant {__opresult_alias_set_attr__ = {{\[\[}}"%cst"{{\]\]}}} dense<1.000000e+00> : tensor<4xf32>
// TOPDOWN-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted"{{\]\]}}} : tensor<4xf32>
// TOPDOWN-NEXT:     %inserted_0 = tensor.insert %arg1 into %cst[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted_0"{{\]\]}}} : tensor<4xf32>
// TOPDOWN-NEXT:     %extracted = tensor.extract %inserted_0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT: }
// TOPDOWN-EMPTY:
// TOPDOWN: module {
// TOPDOWN-NEXT:   func.func @branches(%arg0: i1, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: tensor<4xf32> {bufferization.access = "read-write"}, %arg3: f32, %arg4: index) -> tensor<4xf32> attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%0", "%inserted", "%arg2", "%arg1"], ["%0", "%inserted", "%arg2", "%arg1"{{\]\]}}{{\]\]}}} {
// TOPDOWN-NEXT:     %0 = scf.if %arg0 -> (tensor<4xf32>) {
// TOPDOWN-NEXT:       %inserted = tensor.insert %arg3 into %arg1[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%inserted", "%arg2", "%arg1"{{\]\]}}} : tensor<4xf32>
// TOPDOWN-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// TOPDOWN-NEXT:     } else {
// TOPDOWN-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg2 : tensor<4xf32>
// TOPDOWN-NEXT:     } {__opresult_alias_set_attr__ = {{\[\[}}"%0", "%inserted", "%arg2", "%arg1"{{\]\]}}}
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT: }
// TOPDOWN-EMPTY:
// TOPDOWN: module {
// TOPDOWN-NEXT:   func.func @loop(%arg0: tensor<4xf32> {bufferization.access = "read-write"}, %arg1: tensor<4xf32> {bufferization.access = "read-write"}, %arg2: f32, %arg3: index) -> (tensor<4xf32>, tensor<4xf32>) attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%0#0", "%arg0"], ["%0#1", "%arg1"{{\]\]}}{{\]\]}}} {
// TOPDOWN-NEXT:     %c0 = arith.constant 0 : index
// TOPDOWN-NEXT:     %c1 = arith.constant 1 : index
// TOPDOWN-NEXT:     %0:2 = scf.for %arg4 = %c0 to %arg3 step %c1 iter_args(%arg5 = %arg0, %arg6 = %arg1) -> (tensor<4xf32>, tensor<4xf32>) {
// TOPDOWN-NEXT:       %inserted = tensor.insert %arg2 into %arg5[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted", "%arg5"{{\]\]}}} : tensor<4xf32>
// TOPDOWN-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "true"]} %inserted, %arg6 : tensor<4xf32>, tensor<4xf32>
// TOPDOWN-NEXT:     } {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%inserted", "%arg5"], ["%arg6"{{\]\]}}{{\]\]}}, __inplace_operands_attr__ = ["none", "none", "none", "true", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%0#0", "%arg0"], ["%0#1", "%arg1"{{\]\]}}}
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [0, 1], __inplace_operands_attr__ = ["true", "true"]} %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT: }
// TOPDOWN-EMPTY:
// TOPDOWN: module {
// TOPDOWN-NEXT:   func.func private @fill(%arg0: tensor<4xf32> {bufferization.access = "write"}, %arg1: f32) -> tensor<4xf32> attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%0", "%arg0"{{\]\]}}{{\]\]}}} {
// TOPDOWN-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%arg0"{{\]\]}}} ins(%arg1 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// TOPDOWN-NEXT:     return {__equivalent_func_args__ = [0], __inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func private @halves(%arg0: tensor<8xf32> {bufferization.access = "read"}) -> (tensor<4xf32>, tensor<4xf32>) attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%extracted_slice_0", "%extracted_slice", "%arg0"{{\]\]}}{{\]\]}}} {
// TOPDOWN-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0] [4] [1] {__inplace_operands_attr__ = ["true"], __opresult_alias_set_attr__ = {{\[\[}}"%extracted_slice_0", "%extracted_slice", "%arg0"{{\]\]}}} : tensor<8xf32> to tensor<4xf32>
// TOPDOWN-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg0[4] [4] [1] {__inplace_operands_attr__ = ["true"], __opresult_alias_set_attr__ = {{\[\[}}"%extracted_slice_0", "%extracted_slice", "%arg0"{{\]\]}}} : tensor<8xf32> to tensor<4xf32>
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %extracted_slice, %extracted_slice_0 : tensor<4xf32>, tensor<4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT:   func.func @calls(%arg0: tensor<8xf32> {bufferization.access = "read"}, %arg1: f32) -> (tensor<4xf32>, tensor<4xf32>) attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%0#1", "%0#0", "%arg0"{{\]\]}}{{\]\]}}} {
// TOPDOWN-NEXT:     %0:2 = call @halves(%arg0) {__inplace_operands_attr__ = ["true"], __opresult_alias_set_attr__ = {{\[\[}}"%0#1", "%0#0", "%arg0"], ["%0#1", "%0#0", "%arg0"{{\]\]}}} : (tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>)
// TOPDOWN-NEXT:     %1 = tensor.empty() {__opresult_alias_set_attr__ = {{\[\[}}"%2", "%1"{{\]\]}}} : tensor<4xf32>
// TOPDOWN-NEXT:     %2 = call @fill(%1, %arg1) {__inplace_operands_attr__ = ["true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%2", "%1"{{\]\]}}} : (tensor<4xf32>, f32) -> tensor<4xf32>
// TOPDOWN-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %2, %0#1 : tensor<4xf32>, tensor<4xf32>
// TOPDOWN-NEXT:   }
// TOPDOWN-NEXT: }

// NOBOUND: module {
// NOBOUND-NEXT:   func.func @straight(%arg0: tensor<8xf32>, %arg1: f32, %arg2: index) -> (tensor<8xf32>, f32) attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%arg0"{{\]\]}}{{\]\]}}} {
// NOBOUND-NEXT:     %extracted_slice = tensor.extract_slice %arg0[2] [4] [1] {__inplace_operands_attr__ = ["false"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%extracted_slice"{{\]\]}}} : tensor<8xf32> to tensor<4xf32>
// NOBOUND-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "true"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%extracted_slice"{{\]\]}}} ins(%arg1 : f32) outs(%extracted_slice : tensor<4xf32>) -> tensor<4xf32>
// NOBOUND-NEXT:     %inserted_slice = tensor.insert_slice %0 into %arg0[2] [4] [1] {__inplace_operands_attr__ = ["true", "false"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted_slice"{{\]\]}}} : tensor<4xf32> into tensor<8xf32>
// NOBOUND-NEXT:     %1 = tensor.empty() {__opresult_alias_set_attr__ = {{\[\[}}"%inserted", "%1"{{\]\]}}} : tensor<8xf32>
// NOBOUND-NEXT:     %inserted = tensor.insert %arg1 into %1[%arg2] {__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted", "%1"{{\]\]}}} : tensor<8xf32>
// NOBOUND-NEXT:     %extracted = tensor.extract %inserted[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32>
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted_slice, %extracted : tensor<8xf32>, f32
// NOBOUND-NEXT:   }
// NOBOUND-NEXT: }
// NOBOUND-EMPTY:
// NOBOUND: module {
// NOBOUND-NEXT:   func.func @out_of_place(%arg0: tensor<4xf32> {bufferization.writable = false}, %arg1: f32, %arg2: index) -> (tensor<4xf32>, f32) attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%arg0"{{\]\]}}{{\]\]}}} {
// NOBOUND-NEXT:     %cst = arith.constant {__opresult_alias_set_attr__ = {{\[\[}}"%cst"{{\]\]}}} dense<1.000000e+00> : tensor<4xf32>
// NOBOUND-NEXT:     %inserted = tensor.insert %arg1 into %arg0[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted"{{\]\]}}} : tensor<4xf32>
// NOBOUND-NEXT:     %inserted_0 = tensor.insert %arg1 into %cst[%arg2] {__inplace_operands_attr__ = ["none", "false", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted_0"{{\]\]}}} : tensor<4xf32>
// NOBOUND-NEXT:     %extracted = tensor.extract %inserted_0[%arg2] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["true", "none"]} %inserted, %extracted : tensor<4xf32>, f32
// NOBOUND-NEXT:   }
// NOBOUND-NEXT: }
// NOBOUND-EMPTY:
// NOBOUND: module {
// NOBOUND-NEXT:   func.func @branches(%arg0: i1, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: f32, %arg4: index) -> tensor<4xf32> attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%arg1"], ["%0", "%inserted", "%arg2"{{\]\]}}{{\]\]}}} {
// NOBOUND-NEXT:     %0 = scf.if %arg0 -> (tensor<4xf32>) {
// NOBOUND-NEXT:       %inserted = tensor.insert %arg3 into %arg1[%arg4] {__inplace_operands_attr__ = ["none", "false", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%0", "%inserted", "%arg2"{{\]\]}}} : tensor<4xf32>
// NOBOUND-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %inserted : tensor<4xf32>
// NOBOUND-NEXT:     } else {
// NOBOUND-NEXT:       scf.yield {__inplace_operands_attr__ = ["true"]} %arg2 : tensor<4xf32>
// NOBOUND-NEXT:     } {__opresult_alias_set_attr__ = {{\[\[}}"%0", "%inserted", "%arg2"{{\]\]}}}
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["false"]} %0 : tensor<4xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT: }
// NOBOUND-EMPTY:
// NOBOUND: module {
// NOBOUND-NEXT:   func.func @loop(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: f32, %arg3: index) -> (tensor<4xf32>, tensor<4xf32>) attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%arg0"], ["%arg1"{{\]\]}}{{\]\]}}} {
// NOBOUND-NEXT:     %c0 = arith.constant 0 : index
// NOBOUND-NEXT:     %c1 = arith.constant 1 : index
// NOBOUND-NEXT:     %0:2 = scf.for %arg4 = %c0 to %arg3 step %c1 iter_args(%arg5 = %arg0, %arg6 = %arg1) -> (tensor<4xf32>, tensor<4xf32>) {
// NOBOUND-NEXT:       %inserted = tensor.insert %arg2 into %arg5[%arg4] {__inplace_operands_attr__ = ["none", "true", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%inserted", "%arg5"{{\]\]}}} : tensor<4xf32>
// NOBOUND-NEXT:       scf.yield {__inplace_operands_attr__ = ["true", "true"]} %inserted, %arg6 : tensor<4xf32>, tensor<4xf32>
// NOBOUND-NEXT:     } {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%inserted", "%arg5"], ["%arg6"{{\]\]}}{{\]\]}}, __inplace_operands_attr__ = ["none", "none", "none", "false", "false"], __opresult_alias_set_attr__ = {{\[\[}}"%0#0"], ["%0#1"{{\]\]}}}
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %0#0, %0#1 : tensor<4xf32>, tensor<4xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT: }
// NOBOUND-EMPTY:
// NOBOUND: module {
// NOBOUND-NEXT:   func.func private @fill(%arg0: tensor<4xf32>, %arg1: f32) -> tensor<4xf32> attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%arg0"{{\]\]}}{{\]\]}}} {
// NOBOUND-NEXT:     %0 = linalg.fill {__inplace_operands_attr__ = ["none", "false"], __opresult_alias_set_attr__ = {{\[\[}}"%0"{{\]\]}}} ins(%arg1 : f32) outs(%arg0 : tensor<4xf32>) -> tensor<4xf32>
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["true"]} %0 : tensor<4xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT:   func.func private @halves(%arg0: tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>) attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%arg0"{{\]\]}}{{\]\]}}} {
// NOBOUND-NEXT:     %extracted_slice = tensor.extract_slice %arg0[0] [4] [1] {__inplace_operands_attr__ = ["false"], __opresult_alias_set_attr__ = {{\[\[}}"%extracted_slice"{{\]\]}}} : tensor<8xf32> to tensor<4xf32>
// NOBOUND-NEXT:     %extracted_slice_0 = tensor.extract_slice %arg0[4] [4] [1] {__inplace_operands_attr__ = ["false"], __opresult_alias_set_attr__ = {{\[\[}}"%extracted_slice_0"{{\]\]}}} : tensor<8xf32> to tensor<4xf32>
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["true", "true"]} %extracted_slice, %extracted_slice_0 : tensor<4xf32>, tensor<4xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT:   func.func @calls(%arg0: tensor<8xf32>, %arg1: f32) -> (tensor<4xf32>, tensor<4xf32>) attributes {__bbarg_alias_set_attr__ = {{\[\[}}{{\[\[}}"%arg0"{{\]\]}}{{\]\]}}} {
// NOBOUND-NEXT:     %0:2 = call @halves(%arg0) {__inplace_operands_attr__ = ["false"], __opresult_alias_set_attr__ = {{\[\[}}"%0#0"], ["%0#1"{{\]\]}}} : (tensor<8xf32>) -> (tensor<4xf32>, tensor<4xf32>)
// NOBOUND-NEXT:     %1 = tensor.empty() {__opresult_alias_set_attr__ = {{\[\[}}"%1"{{\]\]}}} : tensor<4xf32>
// NOBOUND-NEXT:     %2 = call @fill(%1, %arg1) {__inplace_operands_attr__ = ["false", "none"], __opresult_alias_set_attr__ = {{\[\[}}"%2"{{\]\]}}} : (tensor<4xf32>, f32) -> tensor<4xf32>
// NOBOUND-NEXT:     return {__inplace_operands_attr__ = ["false", "false"]} %2, %0#1 : tensor<4xf32>, tensor<4xf32>
// NOBOUND-NEXT:   }
// NOBOUND-NEXT: }
