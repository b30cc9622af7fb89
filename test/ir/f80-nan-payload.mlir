// RUN: bufopt --allow-unregistered-dialect %s | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect %s | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect %s | bufopt --allow-unregistered-dialect | FileCheck %s
// RUN: bufopt --allow-unregistered-dialect --mlir-print-op-generic %s | bufopt --allow-unregistered-dialect | FileCheck %s
// RUN: mlir-opt --allow-unregistered-dialect --mlir-print-op-generic %s | bufopt --allow-unregistered-dialect | FileCheck %s

// f80 / f128 NaNs written as bit patterns keep their own bits (payload,
// signalling or quiet, sign) and print back as written, as mlir-opt 22's
// APFloat does; the plain NaN and the infinities print as before.
func.func @wide_nans() {
  %0 = arith.constant 0x7FFFE000000000000001 : f80
  %1 = arith.constant 0x7FFFB000000000000011 : f80
  %2 = arith.constant 0xFFFFC000000000100000 : f80
  %3 = arith.constant 0x7FFFC000000000000000 : f80
  %4 = arith.constant 0x7FFF8000000000000000 : f80
  %5 = arith.constant 0x7FFF0000000000000000000000000001 : f128
  %6 = arith.constant 0xFFFF8000000000000000000000000000 : f128
  "test.use"(%0, %1, %2, %3, %4, %5, %6) {a = 0x7FFFE000000001000000 : f80} : (f80, f80, f80, f80, f80, f128, f128) -> ()
  return
}

// CHECK-LABEL: func.func @wide_nans
// CHECK-DAG: arith.constant 0x7FFFE000000000000001 : f80
// CHECK-DAG: arith.constant 0x7FFFB000000000000011 : f80
// CHECK-DAG: arith.constant 0xFFFFC000000000100000 : f80
// CHECK-DAG: arith.constant 0x7FFFC000000000000000 : f80
// CHECK-DAG: arith.constant 0x7FFF8000000000000000 : f80
// CHECK-DAG: arith.constant 0x7FFF0000000000000000000000000001 : f128
// CHECK-DAG: arith.constant 0xFFFF8000000000000000000000000000 : f128
// CHECK: a = 0x7FFFE000000001000000 : f80
