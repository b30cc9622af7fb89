// Operations whose result MLIR leaves undefined (or poison) are errors at the
// op, never a made-up value (issue 17).
// RUN: not bufopt %s --run=remsi_min 2>&1 | FileCheck %s --check-prefix=REMSI
// RUN: not bufopt %s --run=divsi_min_index 2>&1 | FileCheck %s --check-prefix=DIVSI
// RUN: not bufopt %s --run=shli_width 2>&1 | FileCheck %s --check-prefix=SHLI
// RUN: not bufopt %s --run=shrui_negative 2>&1 | FileCheck %s --check-prefix=SHRUI
// RUN: not bufopt %s --run=shrsi_vector 2>&1 | FileCheck %s --check-prefix=SHRSI
// RUN: bufopt %s --run=shifts_in_range 2>&1 | FileCheck %s --check-prefix=SHIFTOK
// RUN: not bufopt %s --run=fptosi_nan 2>&1 | FileCheck %s --check-prefix=FPTOSI-NAN
// RUN: not bufopt %s --run=fptosi_big 2>&1 | FileCheck %s --check-prefix=FPTOSI-BIG
// RUN: not bufopt %s --run=fptoui_negative 2>&1 | FileCheck %s --check-prefix=FPTOUI-NEG
// RUN: not bufopt %s --run=fptoui_inf 2>&1 | FileCheck %s --check-prefix=FPTOUI-INF
// RUN: bufopt %s --run=conversions_in_range 2>&1 | FileCheck %s --check-prefix=CONVOK
// RUN: not bufopt %s --run=apply_mod_zero 2>&1 | FileCheck %s --check-prefix=MOD
// RUN: not bufopt %s --run=apply_floordiv_zero 2>&1 | FileCheck %s --check-prefix=FLOORDIV
// RUN: not bufopt %s --run=min_ceildiv_zero 2>&1 | FileCheck %s --check-prefix=CEILDIV
// RUN: not bufopt %s --run=for_bound_floordiv_overflow 2>&1 | FileCheck %s --check-prefix=FOR
// RUN: bufopt %s --run=affine_in_range 2>&1 | FileCheck %s --check-prefix=AFFOK

// REMSI: undefined-ops.mlir:[[@LINE+4]]:8: error: 'arith.remsi' op signed division overflow
func.func @remsi_min() {
  %a = arith.constant -128 : i8
  %m = arith.constant -1 : i8
  %q = arith.remsi %a, %m : i8
  vector.print %q : i8
  return
}

// DIVSI: undefined-ops.mlir:[[@LINE+4]]:8: error: 'arith.divsi' op signed division overflow
func.func @divsi_min_index() {
  %a = arith.constant -9223372036854775808 : index
  %m = arith.constant -1 : index
  %q = arith.divsi %a, %m : index
  vector.print %q : index
  return
}

// SHLI: undefined-ops.mlir:[[@LINE+4]]:8: error: 'arith.shli' op shift amount 8 is not less than the bit width 8 (the result is poison)
func.func @shli_width() {
  %a = arith.constant 1 : i8
  %s = arith.constant 8 : i8
  %r = arith.shli %a, %s : i8
  vector.print %r : i8
  return
}

// The amount is unsigned: -1 : i32 is 4294967295.
// SHRUI: error: 'arith.shrui' op shift amount 4294967295 is not less than the bit width 32
func.func @shrui_negative() {
  %a = arith.constant 1 : i32
  %s = arith.constant -1 : i32
  %r = arith.shrui %a, %s : i32
  vector.print %r : i32
  return
}

// Elementwise on a vector: the failing element is reported at the op.
// SHRSI: undefined-ops.mlir:[[@LINE+4]]:8: error: 'arith.shrsi' op shift amount 64 is not less than the bit width 64
func.func @shrsi_vector() {
  %a = arith.constant dense<[-8, 8]> : vector<2xi64>
  %s = arith.constant dense<[1, 64]> : vector<2xi64>
  %r = arith.shrsi %a, %s : vector<2xi64>
  vector.print %r : vector<2xi64>
  return
}

// SHIFTOK: -128
// SHIFTOK-NEXT: 1
// SHIFTOK-NEXT: -1
func.func @shifts_in_range() {
  %one = arith.constant 1 : i8
  %seven = arith.constant 7 : i8
  %min = arith.constant -128 : i8
  %a = arith.shli %one, %seven : i8
  vector.print %a : i8
  %b = arith.shrui %min, %seven : i8
  vector.print %b : i8
  %c = arith.shrsi %min, %seven : i8
  vector.print %c : i8
  return
}

// FPTOSI-NAN: undefined-ops.mlir:[[@LINE+3]]:8: error: 'arith.fptosi' op nan is out of the range of i32 (the result is poison)
func.func @fptosi_nan() {
  %f = arith.constant 0x7FC00000 : f32
  %i = arith.fptosi %f : f32 to i32
  vector.print %i : i32
  return
}

// FPTOSI-BIG: error: 'arith.fptosi' op 128.5 is out of the range of i8 (the result is poison)
func.func @fptosi_big() {
  %f = arith.constant 128.5 : f64
  %i = arith.fptosi %f : f64 to i8
  vector.print %i : i8
  return
}

// FPTOUI-NEG: error: 'arith.fptoui' op -1 is out of the range of i32 (the result is poison)
func.func @fptoui_negative() {
  %f = arith.constant -1.0 : f32
  %i = arith.fptoui %f : f32 to i32
  vector.print %i : i32
  return
}

// FPTOUI-INF: error: 'arith.fptoui' op inf is out of the range of i64 (the result is poison)
func.func @fptoui_inf() {
  %f = arith.constant 0x7F800000 : f32
  %i = arith.fptoui %f : f32 to i64
  vector.print %i : i64
  return
}

// The edges that fit: truncation toward zero, -2^63, 255.9 to u8, -0.5 to u8.
// CONVOK: -127
// CONVOK-NEXT: -9223372036854775808
// CONVOK-NEXT: -1
// CONVOK-NEXT: 0
func.func @conversions_in_range() {
  %a = arith.constant -127.9 : f32
  %ai = arith.fptosi %a : f32 to i8
  vector.print %ai : i8
  %b = arith.constant -9.2233720368547758e18 : f64
  %bi = arith.fptosi %b : f64 to i64
  vector.print %bi : i64
  %c = arith.constant 255.9 : f32
  %ci = arith.fptoui %c : f32 to i8
  vector.print %ci : i8
  %d = arith.constant -0.5 : f32
  %di = arith.fptoui %d : f32 to i8
  vector.print %di : i8
  return
}

// MOD: undefined-ops.mlir:[[@LINE+4]]:8: error: 'affine.apply' op mod by zero in result #0 of the map
func.func @apply_mod_zero() {
  %c5 = arith.constant 5 : index
  %c0 = arith.constant 0 : index
  %x = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%c5)[%c0]
  vector.print %x : index
  return
}

// FLOORDIV: error: 'affine.apply' op floordiv by zero in result #0 of the map
func.func @apply_floordiv_zero() {
  %c5 = arith.constant 5 : index
  %c0 = arith.constant 0 : index
  %x = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0 + 1)>(%c5)[%c0]
  vector.print %x : index
  return
}

// CEILDIV: error: 'affine.min' op ceildiv by zero in result #1 of the map
func.func @min_ceildiv_zero() {
  %c5 = arith.constant 5 : index
  %c0 = arith.constant 0 : index
  %x = affine.min affine_map<(d0)[s0] -> (d0, d0 ceildiv s0)>(%c5)[%c0]
  vector.print %x : index
  return
}

// FOR: error: 'affine.for' op floordiv overflow (the minimum value divided by -1) in result #0 of the map
func.func @for_bound_floordiv_overflow() {
  %min = arith.constant -9223372036854775808 : index
  %m1 = arith.constant -1 : index
  affine.for %i = 0 to affine_map<()[s0, s1] -> (s0 floordiv s1)>()[%min, %m1] {
    vector.print %i : index
  }
  return
}

// Defined cases keep MLIR's semantics: mod is non-negative for a positive
// divisor, floordiv rounds down, ceildiv up (index prints unsigned: -3, -2).
// AFFOK: 2
// AFFOK-NEXT: 18446744073709551613
// AFFOK-NEXT: 18446744073709551614
func.func @affine_in_range() {
  %c = arith.constant -7 : index
  %s = arith.constant 3 : index
  %a = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%c)[%s]
  vector.print %a : index
  %b = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%c)[%s]
  vector.print %b : index
  %d = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%c)[%s]
  vector.print %d : index
  return
}
