// RUN: bufopt --allow-unregistered-dialect %s | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect %s | bufopt --allow-unregistered-dialect | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect --mlir-print-op-generic %s | bufopt --allow-unregistered-dialect | FileCheck %s

// Generic form of unregistered ops: operands, successors, properties,
// regions, discardable attributes, multi-result groups, forward references
// in graph regions, and the `// pred:` block comments.
"test.graph"() ({
  %0 = "test.use_later"(%1) : (i32) -> i32
  %1 = "test.def"() {attr = 1 : i64} : () -> i32
}) : () -> ()
func.func @blocks(%arg0: i1, %arg1: i32) -> i32 {
  %0:3 = "test.multi"(%arg1) <{prop = [1, 2], z = "s"}> {a, b = 2.5 : f32} : (i32) -> (i32, i32, i32)
  "test.cond_br"(%arg0, %0#1)[^bb1, ^bb2] : (i1, i32) -> ()
^bb1:
  "test.br"(%0#2)[^bb3] : (i32) -> ()
^bb2:
  "test.br"(%0#0)[^bb3] : (i32) -> ()
^bb3(%x: i32):
  %r = "test.region"(%x) ({
  ^bb0(%a: i32, %b: f32):
    "test.yield"(%a) : (i32) -> ()
  }, {
  }) : (i32) -> i32
  "test.loop"()[^bb3] : () -> ()
^bb4:
  func.return %r : i32
}

// CHECK: module {
// CHECK-NEXT:   "test.graph"() ({
// CHECK-NEXT:     %0 = "test.use_later"(%1) : (i32) -> i32
// CHECK-NEXT:     %1 = "test.def"() {attr = 1 : i64} : () -> i32
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   func.func @blocks(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:     %0:3 = "test.multi"(%arg1) <{prop = [1, 2], z = "s"}> {a, b = 2.500000e+00 : f32} : (i32) -> (i32, i32, i32)
// CHECK-NEXT:     "test.cond_br"(%arg0, %0#1)[^bb1, ^bb2] : (i1, i32) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "test.br"(%0#2)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "test.br"(%0#0)[^bb3] : (i32) -> ()
// CHECK-NEXT:   ^bb3(%1: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT:     %2 = "test.region"(%1) ({
// CHECK-NEXT:     ^bb0(%arg2: i32, %arg3: f32):
// CHECK-NEXT:       "test.yield"(%arg2) : (i32) -> ()
// CHECK-NEXT:     }, {
// CHECK-NEXT:     }) : (i32) -> i32
// CHECK-NEXT:     "test.loop"()[^bb3] : () -> ()
// CHECK-NEXT:   ^bb4:  // no predecessors
// CHECK-NEXT:     return %2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT: }
