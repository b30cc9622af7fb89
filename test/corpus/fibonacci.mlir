// Corpus: a tensor of Fibonacci numbers built with a loop whose body reads
// earlier elements; plus naive recursion on scalars.
func.func @fib(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %lt = arith.cmpi slt, %n, %c2 : i64
  %r = scf.if %lt -> i64 {
    scf.yield %n : i64
  } else {
    %c1 = arith.constant 1 : i64
    %a = arith.subi %n, %c1 : i64
    %b = arith.subi %n, %c2 : i64
    %fa = func.call @fib(%a) : (i64) -> i64
    %fb = func.call @fib(%b) : (i64) -> i64
    %s = arith.addi %fa, %fb : i64
    scf.yield %s : i64
  }
  return %r : i64
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c20 = arith.constant 20 : index
  %init = arith.constant dense<1> : tensor<20xi64>
  %t = scf.for %i = %c2 to %c20 step %c1 iter_args(%a = %init) -> tensor<20xi64> {
    %i1 = arith.subi %i, %c1 : index
    %i2 = arith.subi %i, %c2 : index
    %x = tensor.extract %a[%i1] : tensor<20xi64>
    %y = tensor.extract %a[%i2] : tensor<20xi64>
    %s = arith.addi %x, %y : i64
    %b = tensor.insert %s into %a[%i] : tensor<20xi64>
    scf.yield %b : tensor<20xi64>
  }
  %c19 = arith.constant 19 : index
  %last = tensor.extract %t[%c19] : tensor<20xi64>
  vector.print %last : i64
  %n = arith.constant 15 : i64
  %f = func.call @fib(%n) : (i64) -> i64
  vector.print %f : i64
  return
}
