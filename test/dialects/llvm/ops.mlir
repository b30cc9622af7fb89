// The LLVM ops bufopt registers: llvm.func declarations, llvm.mlir.global
// strings (and scalars) and llvm.mlir.addressof, in mlir-opt 22's custom
// and generic forms (both tools run with the same CHECK lines).  The
// dialect is open: its other ops stay unknown ops (generic form, with
// --allow-unregistered-dialect), as before.
// RUN: bufopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: bufopt %s --allow-unregistered-dialect | bufopt --allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s
// RUN: bufopt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// Bufferization leaves them as they are.
// RUN: bufopt %s --allow-unregistered-dialect --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | FileCheck %s --check-prefix=BUF
// RUN: mlir-opt %s --one-shot-bufferize=bufferize-function-boundaries --buffer-deallocation-pipeline | FileCheck %s --check-prefix=BUF

// CHECK: llvm.mlir.global internal constant @str("hi\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global private constant @sep(", \00") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global external @data("ab") {addr_space = 0 : i32}
// CHECK-NEXT: llvm.mlir.global internal constant @answer(42 : i32) {addr_space = 0 : i32} : i32
// CHECK-NEXT: llvm.func @printString(!llvm.ptr)
// CHECK-NEXT: llvm.func @vararg(!llvm.ptr, ...) -> i32
// CHECK-NEXT: llvm.func extern_weak @weak(i32)
// CHECK-NEXT: llvm.func @attrs(i64, !llvm.ptr {llvm.noalias}) -> i64 attributes {passthrough = ["nounwind"]}
// CHECK-NEXT: llvm.func @ret() -> !llvm.ptr attributes {sym_visibility = "private"}
// CHECK-NEXT: llvm.func @none()
// CHECK-LABEL: func.func @use(
// CHECK: %[[P:.*]] = llvm.mlir.addressof @str : !llvm.ptr
// CHECK: %{{.*}} = llvm.mlir.addressof @printString : !llvm.ptr
// CHECK: call @printString2(%[[P]]) : (!llvm.ptr) -> ()

// GENERIC: "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = !llvm.array<4 x i8>, linkage = #llvm.linkage<internal>, sym_name = "str", unnamed_addr = 0 : i64, value = "hi\0A\00", visibility_ = 0 : i64}> ({
// GENERIC: "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.array<2 x i8>, linkage = #llvm.linkage<external>, sym_name = "data", unnamed_addr = 0 : i64, value = "ab", visibility_ = 0 : i64}> ({
// GENERIC: "llvm.mlir.global"() <{addr_space = 0 : i32, constant, global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "answer", unnamed_addr = 0 : i64, value = 42 : i32, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "printString", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (ptr, ...)>, linkage = #llvm.linkage<external>, sym_name = "vararg", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<extern_weak>, sym_name = "weak", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{}, {llvm.noalias}], function_type = !llvm.func<i64 (i64, ptr)>, linkage = #llvm.linkage<external>, passthrough = ["nounwind"], sym_name = "attrs", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "ret", sym_visibility = "private", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
// GENERIC: "llvm.mlir.addressof"() <{global_name = @str}> : () -> !llvm.ptr

// BUF: llvm.mlir.global internal constant @str("hi\0A\00") {addr_space = 0 : i32}
// BUF: llvm.func @printString(!llvm.ptr)
// BUF-LABEL: func.func @use(
// BUF-SAME: %{{.*}}: memref<4xf32, strided<[?], offset: ?>>
// BUF: llvm.mlir.addressof @str : !llvm.ptr

llvm.mlir.global internal constant @str("hi\0A\00") {addr_space = 0 : i32}
llvm.mlir.global private constant @sep(", \00")
llvm.mlir.global external @data("ab") : !llvm.array<2 x i8>
llvm.mlir.global internal constant @answer(42 : i32) : i32
llvm.func @printString(!llvm.ptr)
llvm.func @vararg(!llvm.ptr, ...) -> i32
llvm.func extern_weak @weak(i32)
llvm.func @attrs(%a: i64, %b: !llvm.ptr {llvm.noalias}) -> i64 attributes {passthrough = ["nounwind"]}
llvm.func @ret() -> !llvm.ptr attributes {sym_visibility = "private"}
llvm.func @none()
func.func private @printString2(!llvm.ptr)

func.func @use(%t: tensor<4xf32>) -> f32 {
  %p = llvm.mlir.addressof @str : !llvm.ptr
  %f = llvm.mlir.addressof @printString : !llvm.ptr
  call @printString2(%p) : (!llvm.ptr) -> ()
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %x : f32
}
