// printString: the runtime's fputs of a NUL-terminated string, reached as
// upstream programs reach it: the address (llvm.mlir.addressof) of an
// llvm.mlir.global string, passed to a body-less func.func.  The
// interpreter prints what mlir-runner prints (same CHECK lines); the
// string survives --bufferization-pipeline unchanged.
// RUN: bufopt %s --run | FileCheck --strict-whitespace %s
// RUN: bufopt %s --bufferization-pipeline | bufopt --run | FileCheck --strict-whitespace %s
// RUN: mlir-opt %s --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts -o %t.mlir
// RUN: mlir-runner %t.mlir -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils | FileCheck --strict-whitespace %s
// A string without its NUL: the library would read past its end.
// RUN: not bufopt %s --run=no_nul 2>&1 | FileCheck %s --check-prefix=NONUL

// CHECK:      Hello, world
// CHECK-NEXT: [7 | 7]{{$}}
// CHECK-NEXT: tab	and "quotes"{{$}}
// CHECK-NOT: {{.}}
// NONUL: runtime-print-string.mlir:{{[0-9]+}}:3: error: 'func.call' op @printString of a string with no NUL: the runtime library reads past its end

llvm.mlir.global internal constant @greeting("Hello, world\0A\00") {addr_space = 0 : i32}
llvm.mlir.global private constant @sep(" | \00")
llvm.mlir.global private constant @open("[\00")
llvm.mlir.global private constant @close("]\0A\00")
llvm.mlir.global private constant @quotes("tab\09and \22quotes\22\0A\00")
llvm.mlir.global private constant @bad("abc")
func.func private @printString(!llvm.ptr)
func.func private @printI64(i64)

func.func @main() {
  %g = llvm.mlir.addressof @greeting : !llvm.ptr
  %s = llvm.mlir.addressof @sep : !llvm.ptr
  %o = llvm.mlir.addressof @open : !llvm.ptr
  %c = llvm.mlir.addressof @close : !llvm.ptr
  %q = llvm.mlir.addressof @quotes : !llvm.ptr
  func.call @printString(%g) : (!llvm.ptr) -> ()
  %x = arith.constant 7 : i64
  func.call @printString(%o) : (!llvm.ptr) -> ()
  func.call @printI64(%x) : (i64) -> ()
  func.call @printString(%s) : (!llvm.ptr) -> ()
  func.call @printI64(%x) : (i64) -> ()
  func.call @printString(%c) : (!llvm.ptr) -> ()
  func.call @printString(%q) : (!llvm.ptr) -> ()
  return
}

func.func @no_nul() {
  %b = llvm.mlir.addressof @bad : !llvm.ptr
  func.call @printString(%b) : (!llvm.ptr) -> ()
  return
}
