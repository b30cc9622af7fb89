// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s | bufopt | FileCheck %s
// RUN: bufopt --mlir-print-op-generic %s | bufopt | FileCheck %s

// vector.print: values of every printable type, string literals and the
// punctuation variants.

func.func @prints(%v: vector<4xf32>, %w: vector<2x3xi32>, %x: f32, %i: i64, %n: index, %s: vector<[4]xf32>) {
  vector.print %v : vector<4xf32>
  vector.print %w : vector<2x3xi32>
  vector.print %x : f32
  vector.print %i : i64 punctuation <newline>
  vector.print %n : index punctuation <comma>
  vector.print %s : vector<[4]xf32> punctuation <no_punctuation>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print punctuation <comma>
  vector.print punctuation <newline>
  vector.print
  vector.print str "hello\n"
  vector.print str "tab\tquote\"" {test.tag}
  vector.print %v : vector<4xf32> punctuation <no_punctuation> {test.tag}
  vector.print {test.tag}
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @prints(%arg0: vector<4xf32>, %arg1: vector<2x3xi32>, %arg2: f32, %arg3: i64, %arg4: index, %arg5: vector<[4]xf32>) {
// CHECK-NEXT:     vector.print %arg0 : vector<4xf32>
// CHECK-NEXT:     vector.print %arg1 : vector<2x3xi32>
// CHECK-NEXT:     vector.print %arg2 : f32
// CHECK-NEXT:     vector.print %arg3 : i64
// CHECK-NEXT:     vector.print %arg4 : index punctuation <comma>
// CHECK-NEXT:     vector.print %arg5 : vector<[4]xf32> punctuation <no_punctuation>
// CHECK-NEXT:     vector.print punctuation <open>
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print punctuation <comma>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     vector.print str "hello\0A"
// CHECK-NEXT:     vector.print str "tab\09quote\22" {test.tag}
// CHECK-NEXT:     vector.print %arg0 : vector<4xf32> punctuation <no_punctuation> {test.tag}
// CHECK-NEXT:     vector.print {test.tag}
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
