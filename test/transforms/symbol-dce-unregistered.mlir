// symbol-dce erases only ops that are symbols (BO_TRAIT_SYMBOL, upstream's
// SymbolOpInterface): an unregistered op carrying a private sym_name has
// unknown effects and stays (issue 14's dead-op audit); an unused private
// function goes.  The same CHECK lines hold for mlir-opt.
// RUN: bufopt --allow-unregistered-dialect --symbol-dce %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --symbol-dce %s | FileCheck %s

// CHECK: "test.thing"() {sym_name = "thing", sym_visibility = "private"}
// CHECK-NOT: @unused
// CHECK: func.func @main
"test.thing"() {sym_name = "thing", sym_visibility = "private"} : () -> ()
func.func private @unused()
func.func @main() {
  return
}
