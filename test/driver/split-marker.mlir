// --split-input-file=MARKER splits on the given marker; the outputs are
// joined by mlir-opt's default output marker, `// -----`.
// RUN: bufopt --split-input-file='// =''===' %s | FileCheck %s
// RUN: mlir-opt --split-input-file='// =''===' %s | FileCheck %s
// A marker the file does not contain: one piece.
// RUN: bufopt --split-input-file='// +''+++' %s | FileCheck --check-prefix=ONE %s
// RUN: mlir-opt --split-input-file='// +''+++' %s | FileCheck --check-prefix=ONE %s

// CHECK:      func.func @first()
// CHECK:      {{^}}// -----{{$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @second()
// ONE:        func.func @first()
// ONE-NOT:    // -----
// ONE:        func.func @second()

func.func @first() {
  return
}
// ====
func.func @second() {
  return
}
