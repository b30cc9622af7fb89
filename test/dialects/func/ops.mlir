// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// func.func signatures (visibility, argument and result attributes,
// declarations, `attributes {...}`), func.return, func.call,
// func.call_indirect and func.constant.

func.func private @decl(i32, f32 {test.noalias}) -> (i32 {test.r}, f32)
func.func private @decl_no_results(index)
func.func private @decl_attrs(i64) -> i64 attributes {test.x = 1 : i32, test.flag}
func.func nested @nested_fn(%a: i32) -> i32 attributes {test.y = 2} {
  func.return %a : i32
}
func.func public @pub(%a: i32 {test.a = 1 : i32, test.b}, %b: f32) -> (i32, f32) {
  %0:2 = func.call @pub(%a, %b) : (i32, f32) -> (i32, f32)
  %1:2 = call @pub(%a, %b) {test.tag} : (i32, f32) -> (i32, f32)
  %2:2 = func.call @decl(%a, %b) : (i32, f32) -> (i32, f32)
  %c0 = arith.constant 0 : index
  func.call @decl_no_results(%c0) : (index) -> ()
  %4 = arith.constant 4 : i64
  %3 = func.call @decl_attrs(%4) {arg_attrs = [{test.x}], res_attrs = [{}]} : (i64) -> i64
  return %0#0, %1#1 : i32, f32
}
func.func @noargs() {
  return
}
func.func @results_only() -> (i32 {test.r = "x"}) {
  %c = arith.constant 3 : i32
  return %c : i32
}
func.func @fn_result() -> (() -> ()) {
  %f = func.constant @noargs : () -> ()
  return %f : () -> ()
}
func.func @indirect(%a: i32, %b: f32) -> (i32, f32) {
  %f = func.constant @pub : (i32, f32) -> (i32, f32)
  %g = func.constant {test.tag} @noargs : () -> ()
  %0:2 = func.call_indirect %f(%a, %b) : (i32, f32) -> (i32, f32)
  func.call_indirect %g() {test.tag} : () -> ()
  return %0#0, %0#1 : i32, f32
}
func.func @multi_block(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  %b = arith.constant 1 : i32
  return %b : i32
^bb2(%x: i32):
  return %x : i32
}
func.func @arg_loc(%a: i32 loc("arg.mlir":1:2), %b: tensor<?xf32> {test.x}) {
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func private @decl(i32, f32 {test.noalias}) -> (i32 {test.r}, f32)
// CHECK-NEXT:   func.func private @decl_no_results(index)
// CHECK-NEXT:   func.func private @decl_attrs(i64) -> i64 attributes {test.flag, test.x = 1 : i32}
// CHECK-NEXT:   func.func nested @nested_fn(%arg0: i32) -> i32 attributes {test.y = 2 : i64} {
// CHECK-NEXT:     return %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func public @pub(%arg0: i32 {test.a = 1 : i32, test.b}, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT:     %0:2 = call @pub(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:     %1:2 = call @pub(%arg0, %arg1) {test.tag} : (i32, f32) -> (i32, f32)
// CHECK-NEXT:     %2:2 = call @decl(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     call @decl_no_results(%c0) : (index) -> ()
// CHECK-NEXT:     %c4_i64 = arith.constant 4 : i64
// CHECK-NEXT:     %3 = call @decl_attrs(%c4_i64) {arg_attrs = [{test.x}], res_attrs = [{}]} : (i64) -> i64
// CHECK-NEXT:     return %0#0, %1#1 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @noargs() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @results_only() -> (i32 {test.r = "x"}) {
// CHECK-NEXT:     %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:     return %c3_i32 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @fn_result() -> (() -> ()) {
// CHECK-NEXT:     %f = constant @noargs : () -> ()
// CHECK-NEXT:     return %f : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @indirect(%arg0: i32, %arg1: f32) -> (i32, f32) {
// CHECK-NEXT:     %f = constant @pub : (i32, f32) -> (i32, f32)
// CHECK-NEXT:     %f_0 = constant {test.tag} @noargs : () -> ()
// CHECK-NEXT:     %0:2 = call_indirect %f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT:     call_indirect %f_0() {test.tag} : () -> ()
// CHECK-NEXT:     return %0#0, %0#1 : i32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @multi_block(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     return %c1_i32 : i32
// CHECK-NEXT:   ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     return %0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @arg_loc(%arg0: i32, %arg1: tensor<?xf32> {test.x}) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
