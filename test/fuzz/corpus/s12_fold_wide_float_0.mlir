func.func @arith_f128() -> (f128, f128, f128, f128, f128, f128, f128, i1, i1, f128, f128) {
  %a = arith.constant 0x3FFF0000000000000000000000000001 : f128
  %b = arith.constant 1.1 : f128
  %t = arith.constant 0x3FFB999999999999999999999999999A : f128
  %add = arith.addf %a, %a : f128
  %sub = arith.subf %b, %a : f128
  %mul = arith.mulf %a, %b : f128
  %div = arith.divf %b, %a : f128
  %neg = arith.negf %a : f128
  %max = arith.maximumf %a, %b : f128
  %min = arith.minimumf %a, %b : f128
  %lt = arith.cmpf olt, %a, %b : f128
  %eq = arith.cmpf oeq, %t, %b : f128
  %third = arith.constant 3.0 : f128
  %one = arith.constant 1.0 : f128
  %q = arith.divf %one, %third : f128
  %abs = math.absf %neg : f128
  return %add, %sub, %mul, %div, %neg, %max, %min, %lt, %eq, %q, %abs : f128, f128, f128, f128, f128, f128, f128, i1, i1, f128, f128
}
func.func @arith_f80() -> (f80, f80, f80, f80, i1) {
  %a = arith.constant 0x3FFF8000000000000001 : f80
  %b = arith.constant 0x3FFBCCCCCCCCCCCCCCCD : f80
  %tiny = arith.constant 0x00000000000000000001 : f80
  %add = arith.addf %a, %b : f80
  %mul = arith.mulf %a, %a : f80
  %sub = arith.subf %tiny, %tiny : f80
  %div = arith.divf %tiny, %a : f80
  %gt = arith.cmpf ogt, %a, %b : f80
  return %add, %mul, %sub, %div, %gt : f80, f80, f80, f80, i1
}
func.func @casts() -> (f64, f128, f128, f80, i32, i64, f64) {
  %a = arith.constant 0x3FFF0000000000000000000000000001 : f128
  %h = arith.constant 0x3FFF8000000000000000000000000000 : f128
  %d = arith.constant 0.1 : f64
  %i = arith.constant -7 : i64
  %big = arith.constant 0x401DFFFFFFFFFFFFFFFFFFFFFFFFFFFF : f128
  %trunc_inexact = arith.truncf %a : f128 to f64
  %ext = arith.extf %d : f64 to f128
  %si = arith.sitofp %i : i64 to f128
  %ui = arith.uitofp %i : i64 to f80
  %fi = arith.fptosi %big : f128 to i32
  %fi64 = arith.fptosi %big : f128 to i64
  %trunc_exact = arith.truncf %h : f128 to f64
  return %trunc_inexact, %ext, %si, %ui, %fi, %fi64, %trunc_exact : f64, f128, f128, f80, i32, i64, f64
}
