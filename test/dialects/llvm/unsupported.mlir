// What bufopt's part of the LLVM dialect leaves out is refused with a
// diagnostic (mlir-opt accepts these): a function body, an initializer
// region, the other optional keywords of a global, and the ops it does not
// register (llvm.call in the custom form; the generic form of an unknown op
// needs --allow-unregistered-dialect).
// RUN: bufopt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{an 'llvm.func' with a body is not supported yet (only declarations)}}
llvm.func @f() {
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.mlir.global' with 'hidden' is not supported yet}}
llvm.mlir.global internal hidden constant @s("x\00")

// -----

// expected-error@+1 {{an 'llvm.mlir.global' with an initializer region is not supported yet}}
llvm.mlir.global internal @g() : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

llvm.func @printString(!llvm.ptr)
llvm.mlir.global internal constant @s("x\00")
func.func @main() {
  %p = llvm.mlir.addressof @s : !llvm.ptr
  // llvm is registered (open), but bufopt has no llvm.call custom form
  // expected-error@+1 {{custom op 'llvm.call' is unknown}}
  llvm.call @printString(%p) : (!llvm.ptr) -> ()
  return
}

// -----

// Refused by both tools (so that the interop check, which compares files
// mlir-opt accepts, leaves this file of refusals out).
// expected-error@+1 {{custom op 'llvm.mlir.global' type can only be omitted for string globals}}
llvm.mlir.global internal constant @n(1 : i32)

// -----

// A linkage that is not an #llvm.linkage<...> of a known kind (mlir-opt
// refuses it when it converts the properties, with another message).
// expected-error@+1 {{invalid attribute `linkage`: expected an #llvm.linkage<...> of a known linkage}}
"llvm.mlir.global"() <{global_type = i32, sym_name = "g", linkage = 3}> ({}) : () -> ()

// -----

// expected-error@+1 {{invalid attribute `linkage`: expected an #llvm.linkage<...> of a known linkage}}
"llvm.func"() <{function_type = !llvm.func<void (ptr)>, sym_name = "x", linkage = #llvm.linkage<bogus>}> ({}) : () -> ()
