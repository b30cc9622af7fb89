llvm.mlir.global internal constant @s("ab\0A\00") {addr_space = 0 : i32}
llvm.mlir.global external @d(7 : i64) : i64
llvm.func @printString(!llvm.ptr)
llvm.func extern_weak @w(i32, ...) -> !llvm.ptr
llvm.func @a(%x: i64, %y: !llvm.ptr {llvm.noalias}) -> i64 attributes {passthrough = ["nounwind"]}
func.func private @printString2(!llvm.ptr)
func.func @main() {
  %p = llvm.mlir.addressof @s : !llvm.ptr
  %f = llvm.mlir.addressof @printString : !llvm.ptr
  func.call @printString2(%p) : (!llvm.ptr) -> ()
  return
}
