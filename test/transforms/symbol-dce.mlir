// symbol-dce erases private symbols that nothing live references, and keeps
// public ones and everything they reach (through any attribute).  The same
// CHECK lines hold for mlir-opt.
// RUN: bufopt --symbol-dce %s | FileCheck %s
// RUN: mlir-opt --symbol-dce %s | FileCheck %s
// RUN: bufopt --symbol-dce %s | mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @entry
// CHECK: func.func private @called
// CHECK: func.func private @named_in_attr
// CHECK-NOT: @dead
// CHECK-NOT: @only_from_dead
func.func @entry() {
  func.call @called() : () -> ()
  return
}
func.func private @called() attributes {refs = [{x = @named_in_attr}]} {
  return
}
func.func private @named_in_attr()
func.func private @dead() {
  func.call @only_from_dead() : () -> ()
  return
}
func.func private @only_from_dead()

