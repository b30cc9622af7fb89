// RUN: bufopt %s | FileCheck %s
// RUN: bufopt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: bufopt %s --mlir-print-op-generic | bufopt | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// no_inline is an inherent attribute (a property) of func.func in mlir-opt
// 22: the generic form prints it inside <{...}>, the custom form keeps it in
// the `attributes` dictionary.  A dialect attribute stays discardable.

// CHECK: func.func private @decl() attributes {no_inline}
// GENERIC: "func.func"() <{function_type = () -> (), no_inline, sym_name = "decl", sym_visibility = "private"}> ({
func.func private @decl() attributes {no_inline}

// CHECK: func.func @body() attributes {llvm.emit_c_interface, no_inline} {
// GENERIC: "func.func"() <{function_type = () -> (), no_inline, sym_name = "body"}> ({
// GENERIC: }) {llvm.emit_c_interface} : () -> ()
func.func @body() attributes {no_inline, llvm.emit_c_interface} {
  return
}
