// The runner utils' scalar printers in the interpreter print what
// mlir-runner prints with upstream's libraries (same CHECK lines for both):
// printF32/F64 as %g (nan, -nan, inf, -0, f64 precision), printI64 signed,
// printU64 unsigned, printOpen/Comma/Close/Newline.  rtclock is a clock:
// two readings never go backwards.  printFlops writes to stderr under
// mlir-runner; the interpreter reports it as a note.
// RUN: bufopt %s --run 2>%t.err | FileCheck --strict-whitespace %s
// RUN: FileCheck %s --check-prefix=FLOPS < %t.err
// RUN: mlir-opt %s --convert-scf-to-cf --convert-vector-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --convert-cf-to-llvm --reconcile-unrealized-casts -o %t.mlir
// RUN: mlir-runner %t.mlir -e main -entry-point-result=void -shared-libs=%mlir_runner_utils,%mlir_c_runner_utils 2>%t.err2 | FileCheck --strict-whitespace %s
// RUN: FileCheck %s --check-prefix=FLOPS < %t.err2

// CHECK:      ( 1.5, -0, nan, -nan, inf, -inf, 1e+10, 3.40282e+38 )
// CHECK-NEXT: ( 0.1, 1e-300, -123457, 1.79769e+308 )
// CHECK-NEXT: ( -9223372036854775808, -1, 42 )
// CHECK-NEXT: ( 18446744073709551615, 9223372036854775808 )
// CHECK-NEXT: clock 1{{$}}
// CHECK-NOT: {{.}}
// FLOPS: 2.500000 GFLOPS

func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printOpen()
func.func private @printClose()
func.func private @printFlops(f64)
func.func private @rtclock() -> f64

func.func @f32s(%xs: f32) {
  call @printF32(%xs) : (f32) -> ()
  call @printComma() : () -> ()
  return
}

func.func @main() {
  call @printOpen() : () -> ()
  %a = arith.constant 1.5 : f32
  call @f32s(%a) : (f32) -> ()
  %b = arith.constant -0.0 : f32
  call @f32s(%b) : (f32) -> ()
  %c = arith.constant 0x7FC00000 : f32
  call @f32s(%c) : (f32) -> ()
  %d = arith.constant 0xFFC00000 : f32
  call @f32s(%d) : (f32) -> ()
  %e = arith.constant 0x7F800000 : f32
  call @f32s(%e) : (f32) -> ()
  %f = arith.constant 0xFF800000 : f32
  call @f32s(%f) : (f32) -> ()
  %g = arith.constant 1.0e10 : f32
  call @f32s(%g) : (f32) -> ()
  %h = arith.constant 3.4028235e38 : f32
  call @printF32(%h) : (f32) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()

  call @printOpen() : () -> ()
  %d1 = arith.constant 0.1 : f64
  call @printF64(%d1) : (f64) -> ()
  call @printComma() : () -> ()
  %d2 = arith.constant 1.0e-300 : f64
  call @printF64(%d2) : (f64) -> ()
  call @printComma() : () -> ()
  %d3 = arith.constant -123456.7 : f64
  call @printF64(%d3) : (f64) -> ()
  call @printComma() : () -> ()
  %d4 = arith.constant 1.7976931348623157e308 : f64
  call @printF64(%d4) : (f64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()

  call @printOpen() : () -> ()
  %i1 = arith.constant -9223372036854775808 : i64
  call @printI64(%i1) : (i64) -> ()
  call @printComma() : () -> ()
  %i2 = arith.constant -1 : i64
  call @printI64(%i2) : (i64) -> ()
  call @printComma() : () -> ()
  %i3 = arith.constant 42 : i64
  call @printI64(%i3) : (i64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()

  call @printOpen() : () -> ()
  call @printU64(%i2) : (i64) -> ()
  call @printComma() : () -> ()
  call @printU64(%i1) : (i64) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()

  %t0 = call @rtclock() : () -> f64
  %t1 = call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  %zero = arith.constant 0.0 : f64
  %ok = arith.cmpf oge, %dt, %zero : f64
  %pos = arith.cmpf ogt, %t0, %zero : f64
  %both = arith.andi %ok, %pos : i1
  %oki = arith.extui %both : i1 to i64
  vector.print str "clock "
  call @printI64(%oki) : (i64) -> ()
  call @printNewline() : () -> ()

  %fl = arith.constant 2.5e9 : f64
  call @printFlops(%fl) : (f64) -> ()
  return
}
