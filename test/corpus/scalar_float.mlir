// Corpus: f32 and f64 arithmetic (single precision stays single), math
// functions, float comparisons and int/float conversions.
func.func @main() {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %s = arith.addf %a, %b : f32
  vector.print %s : f32
  %ad = arith.constant 0.1 : f64
  %bd = arith.constant 0.2 : f64
  %sd = arith.addf %ad, %bd : f64
  vector.print %sd : f64
  %third = arith.constant 3.0 : f32
  %q = arith.divf %a, %third : f32
  vector.print %q : f32
  %m = arith.mulf %q, %third : f32
  vector.print %m : f32
  %r = arith.remf %third, %b : f32
  vector.print %r : f32
  %n = arith.negf %a : f32
  vector.print %n : f32
  %mx = arith.maximumf %a, %n : f32
  %mn = arith.minimumf %a, %n : f32
  vector.print %mx : f32
  vector.print %mn : f32
  %e = math.exp %third : f32
  vector.print %e : f32
  %l = math.log %third : f32
  vector.print %l : f32
  %sq = math.sqrt %third : f32
  vector.print %sq : f32
  %th = math.tanh %a : f32
  vector.print %th : f32
  %p = math.powf %third, %third : f32
  vector.print %p : f32
  %ab = math.absf %n : f32
  vector.print %ab : f32
  %fl = math.floor %q : f32
  %ce = math.ceil %q : f32
  vector.print %fl : f32
  vector.print %ce : f32
  %ed = math.exp %ad : f64
  vector.print %ed : f64
  %big = arith.constant 1.0e30 : f32
  %inf = arith.mulf %big, %big : f32
  vector.print %inf : f32
  %zero = arith.constant 0.0 : f32
  %nz = arith.mulf %zero, %n : f32
  vector.print %nz : f32
  %lt = arith.cmpf olt, %a, %b : f32
  vector.print %lt : i1
  %i = arith.fptosi %p : f32 to i32
  vector.print %i : i32
  %f = arith.sitofp %i : i32 to f64
  vector.print %f : f64
  %tr = arith.truncf %sd : f64 to f32
  vector.print %tr : f32
  %ex = arith.extf %s : f32 to f64
  vector.print %ex : f64
  %small = arith.constant 1.5e-5 : f32
  vector.print %small : f32
  %large = arith.constant 123456.789 : f32
  vector.print %large : f32
  return
}
