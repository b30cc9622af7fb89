// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// (A negative i64 case value is left out: mlir-opt prints it unsigned and
// cannot read its own output back.)
// cf.br, cf.cond_br (with weights), cf.switch (default-only, negative and
// unsigned case values, operands per case) and cf.assert.

func.func @branches(%c: i1, %a: i32, %b: f32) -> i32 {
  cf.assert %c, "must hold"
  cf.assert %c, "with \"quotes\" and \n newline" {test.tag}
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  cf.cond_br %c, ^bb2(%x, %b : i32, f32), ^bb3
^bb2(%y: i32, %z: f32):
  cf.cond_br %c weights([1, 2]), ^bb3, ^bb4 {test.tag}
^bb3:
  cf.switch %a : i32, [
    default: ^bb4,
    42: ^bb5(%a : i32),
    -1: ^bb4,
    7: ^bb5(%x : i32)
  ]
^bb4:
  cf.switch %a : i32, [
    default: ^bb5(%a : i32)
  ]
^bb5(%r: i32):
  cf.br ^bb6 {test.tag}
^bb6:
  return %r : i32
}

func.func @switch_types(%a: i64, %b: i8, %c: i1) {
  cf.switch %a : i64, [
    default: ^bb1,
    9223372036854775807: ^bb2
  ] {test.tag}
^bb1:
  cf.switch %b : i8, [
    default: ^bb2,
    -128: ^bb1,
    127: ^bb2
  ]
^bb2:
  cf.cond_br %c weights([0, 100]), ^bb3(%a, %b : i64, i8), ^bb1
^bb3(%p: i64, %q: i8):
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @branches(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT:     cf.assert %arg0, "must hold"
// CHECK-NEXT:     cf.assert %arg0, "with \22quotes\22 and \0A newline" {test.tag}
// CHECK-NEXT:     cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT:   ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:     cf.cond_br %arg0, ^bb2(%0, %arg2 : i32, f32), ^bb3
// CHECK-NEXT:   ^bb2(%1: i32, %2: f32):  // pred: ^bb1
// CHECK-NEXT:     cf.cond_br %arg0 weights([1, 2]), ^bb3, ^bb4 {test.tag}
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     cf.switch %arg1 : i32, [
// CHECK-NEXT:       default: ^bb4,
// CHECK-NEXT:       42: ^bb5(%arg1 : i32),
// CHECK-NEXT:       4294967295: ^bb4,
// CHECK-NEXT:       7: ^bb5(%0 : i32)
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb4:  // 3 preds: ^bb2, ^bb3, ^bb3
// CHECK-NEXT:     cf.switch %arg1 : i32, [
// CHECK-NEXT:       default: ^bb5(%arg1 : i32)]
// CHECK-NEXT:   ^bb5(%3: i32):  // 3 preds: ^bb3, ^bb3, ^bb4
// CHECK-NEXT:     cf.br ^bb6 {test.tag}
// CHECK-NEXT:   ^bb6:  // pred: ^bb5
// CHECK-NEXT:     return %3 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @switch_types(%arg0: i64, %arg1: i8, %arg2: i1) {
// CHECK-NEXT:     cf.switch %arg0 : i64, [
// CHECK-NEXT:       default: ^bb1,
// CHECK-NEXT:       9223372036854775807: ^bb2
// CHECK-NEXT:     ] {test.tag}
// CHECK-NEXT:   ^bb1:  // 3 preds: ^bb0, ^bb1, ^bb2
// CHECK-NEXT:     cf.switch %arg1 : i8, [
// CHECK-NEXT:       default: ^bb2,
// CHECK-NEXT:       128: ^bb1,
// CHECK-NEXT:       127: ^bb2
// CHECK-NEXT:     ]
// CHECK-NEXT:   ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:     cf.cond_br %arg2 weights([0, 100]), ^bb3(%arg0, %arg1 : i64, i8), ^bb1
// CHECK-NEXT:   ^bb3(%0: i64, %1: i8):  // pred: ^bb2
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
