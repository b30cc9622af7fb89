// canonicalize on float arith: constants fold in the type's precision
// (f32 rounding, +inf), identities x + -0.0, x - 0.0, x * 1.0, x / 1.0,
// negf(negf x), max/min of a value with itself; int/float conversions of
// constants; truncf only when exact; cmpf of constants; math functions
// of constants.  NaN results are left alone.  CHECK lines: mlir-opt 22's output, for both tools.
// RUN: bufopt %s --split-input-file --canonicalize | FileCheck %s
// RUN: mlir-opt %s --split-input-file --canonicalize | FileCheck %s

func.func @float(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f64, f32) {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %s = arith.addf %a, %b : f32
  %m = arith.mulf %s, %b : f32
  %three = arith.constant 3.0 : f32
  %d = arith.divf %a, %three : f32
  %big = arith.constant 1.0e30 : f32
  %inf = arith.mulf %big, %big : f32
  %nz = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %i1 = arith.addf %x, %nz : f32
  %i2 = arith.subf %i1, %z : f32
  %i3 = arith.mulf %i2, %one : f32
  %i4 = arith.divf %i3, %one : f32
  %n = arith.negf %i4 : f32
  %nn = arith.negf %n : f32
  %mx = arith.maximumf %nn, %nn : f32
  %kept = arith.addf %x, %z : f32
  %neg = arith.negf %a : f32
  %max = arith.maximumf %neg, %a : f32
  %min = arith.minimumf %neg, %a : f32
  %e = arith.extf %s : f32 to f64
  %zz = arith.subf %z, %z : f32
  return %m, %d, %inf, %mx, %kept, %max, %min, %zz, %e, %neg : f32, f32, f32, f32, f32, f32, f32, f32, f64, f32
}

// CHECK-LABEL: func.func @float(%arg0: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f64, f32) {
// CHECK-NEXT: %cst = arith.constant 0.30000001192092896 : f64
// CHECK-NEXT: %cst_0 = arith.constant 1.000000e-01 : f32
// CHECK-NEXT: %cst_1 = arith.constant -1.000000e-01 : f32
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0.0600000024 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0.0333333351 : f32
// CHECK-NEXT: %cst_5 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %0 = arith.addf %arg0, %cst_2 : f32
// CHECK-NEXT: return %cst_3, %cst_4, %cst_5, %arg0, %0, %cst_0, %cst_1, %cst_2, %cst, %cst_1 : f32, f32, f32, f32, f32, f32, f32, f32, f64, f32
// CHECK-NEXT: }

// -----

func.func @conversions() -> (i32, i8, f64, f32, f32, i1, i1, i1, f32) {
  %p = arith.constant 27.9 : f32
  %q = arith.constant -3.5 : f32
  %r = arith.constant 300.0 : f32
  %i = arith.fptosi %p : f32 to i32
  %j = arith.fptosi %q : f32 to i8
  %k = arith.fptosi %r : f32 to i8
  %f = arith.sitofp %i : i32 to f64
  %g = arith.constant 16777217 : i32
  %h = arith.sitofp %g : i32 to f32
  %u = arith.constant -1 : i8
  %v = arith.uitofp %u : i8 to f32
  %lt = arith.cmpf olt, %q, %p : f32
  %ge = arith.cmpf uge, %q, %p : f32
  %ne = arith.cmpf one, %p, %p : f32
  %d = arith.constant 0.30000000000000004 : f64
  %t = arith.truncf %d : f64 to f32
  %d2 = arith.constant 0.5 : f64
  %t2 = arith.truncf %d2 : f64 to f32
  %kk = arith.sitofp %k : i8 to f32
  return %i, %j, %f, %h, %v, %lt, %ge, %ne, %t : i32, i8, f64, f32, f32, i1, i1, i1, f32
}

// CHECK-LABEL: func.func @conversions() -> (i32, i8, f64, f32, f32, i1, i1, i1, f32) {
// CHECK-NEXT: %cst = arith.constant 0.30000000000000004 : f64
// CHECK-NEXT: %c27_i32 = arith.constant 27 : i32
// CHECK-NEXT: %c-3_i8 = arith.constant -3 : i8
// CHECK-NEXT: %cst_0 = arith.constant 2.700000e+01 : f64
// CHECK-NEXT: %cst_1 = arith.constant 0x4B800000 : f32
// CHECK-NEXT: %cst_2 = arith.constant 2.550000e+02 : f32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %0 = arith.truncf %cst : f64 to f32
// CHECK-NEXT: return %c27_i32, %c-3_i8, %cst_0, %cst_1, %cst_2, %true, %false, %false, %0 : i32, i8, f64, f32, f32, i1, i1, i1, f32
// CHECK-NEXT: }

// -----

// math on constants: exact ops at every width, libm ones at f32/f64 only
// and inside their domain; remf is fmod.
func.func @math() -> (f32, f32, f32, f32, f32, f64, f32, f32, f16, f16, f32, f32, f32) {
  %a = arith.constant 2.5 : f32
  %n = arith.constant -2.5 : f32
  %d = arith.constant 0.1 : f64
  %h = arith.constant 1.5 : f16
  %e = math.exp %a : f32
  %l = math.log %a : f32
  %ln = math.log %n : f32
  %s = math.sqrt %a : f32
  %t = math.tanh %a : f32
  %ed = math.exp %d : f64
  %p = math.powf %a, %a : f32
  %ab = math.absf %n : f32
  %fl = math.floor %h : f16
  %eh = math.exp %h : f16
  %ce = math.ceil %n : f32
  %d2 = arith.constant 0.7 : f32
  %re = arith.remf %a, %d2 : f32
  %sn = math.sqrt %n : f32
  return %e, %l, %s, %t, %p, %ed, %ab, %ce, %fl, %eh, %ln, %re, %sn : f32, f32, f32, f32, f32, f64, f32, f32, f16, f16, f32, f32, f32
}

// CHECK-LABEL: func.func @math() -> (f32, f32, f32, f32, f32, f64, f32, f32, f16, f16, f32, f32, f32) {
// CHECK-NEXT: %cst = arith.constant 0.400000036 : f32
// CHECK-NEXT: %cst_0 = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %cst_2 = arith.constant 2.500000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 9.88211727 : f32
// CHECK-NEXT: %cst_4 = arith.constant 1.1051709180756477 : f64
// CHECK-NEXT: %cst_5 = arith.constant 0.986614286 : f32
// CHECK-NEXT: %cst_6 = arith.constant 1.58113885 : f32
// CHECK-NEXT: %cst_7 = arith.constant -2.500000e+00 : f32
// CHECK-NEXT: %cst_8 = arith.constant 1.500000e+00 : f16
// CHECK-NEXT: %cst_9 = arith.constant 12.1824942 : f32
// CHECK-NEXT: %cst_10 = arith.constant 0.91629076 : f32
// CHECK-NEXT: %0 = math.log %cst_7 : f32
// CHECK-NEXT: %1 = math.exp %cst_8 : f16
// CHECK-NEXT: %2 = math.sqrt %cst_7 : f32
// CHECK-NEXT: return %cst_9, %cst_10, %cst_6, %cst_5, %cst_3, %cst_4, %cst_2, %cst_0, %cst_1, %1, %0, %cst, %2 : f32, f32, f32, f32, f32, f64, f32, f32, f16, f16, f32, f32, f32
// CHECK-NEXT: }
