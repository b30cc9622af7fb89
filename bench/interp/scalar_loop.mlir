// bench: interpreted scalar code: a 4M-iteration scf.for whose body is 6 arith
// ops (an LCG and an accumulator), i.e. about 28M executed ops.
// Target: 20M ops/s or more (--heap-report shows nothing; time it).
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4000000 : index
  %seed = arith.constant 12345 : i64
  %zero = arith.constant 0 : i64
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %seed, %acc = %zero) -> (i64, i64) {
    %a = arith.constant 6364136223846793005 : i64
    %b = arith.constant 1442695040888963407 : i64
    %m = arith.muli %x, %a : i64
    %x2 = arith.addi %m, %b : i64
    %c33 = arith.constant 33 : i64
    %h = arith.shrui %x2, %c33 : i64
    %acc2 = arith.xori %acc, %h : i64
    scf.yield %x2, %acc2 : i64, i64
  }
  vector.print %r#1 : i64
  return
}
