// --split-input-file: each piece is parsed on its own, an error in one piece
// does not stop the others, diagnostics keep the line numbers of the whole
// file, and the outputs are joined by split-marker lines as mlir-opt joins them.
// RUN: not bufopt --split-input-file %s 2>%t.err | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < %t.err
// RUN: not mlir-opt --split-input-file %s 2>%t.mlir.err | FileCheck %s
// RUN: FileCheck --check-prefix=ERR %s < %t.mlir.err

// CHECK:      module {
// CHECK-NEXT:   func.func @first() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{^}}// {{-{5}$}}
// CHECK-NEXT: {{^}}// {{-{5}$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @third() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NOT:  {{.}}
func.func @first() {
  return
}

// -----

func.func @second() -> i32 {
  // ERR: split-input-file.mlir:[[@LINE+1]]:10: error: use of undeclared SSA value name
  return %undefined : i32
}

// -----
func.func @third() {
  return
}
