// Corpus: scf.while (Collatz steps) and a while loop building a tensor.
func.func @main() {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %start = arith.constant 27 : i64
  %zero = arith.constant 0 : i64
  %res:2 = scf.while (%n = %start, %steps = %zero) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %n, %c1 : i64
    scf.condition(%more) %n, %steps : i64, i64
  } do {
  ^bb0(%n: i64, %steps: i64):
    %rem = arith.remui %n, %c2 : i64
    %even = arith.cmpi eq, %rem, %zero : i64
    %half = arith.divui %n, %c2 : i64
    %t = arith.muli %n, %c3 : i64
    %odd = arith.addi %t, %c1 : i64
    %next = arith.select %even, %half, %odd : i64
    %s1 = arith.addi %steps, %c1 : i64
    scf.yield %next, %s1 : i64, i64
  }
  vector.print %res#1 : i64
  %c0i = arith.constant 0 : index
  %c1i = arith.constant 1 : index
  %c5i = arith.constant 5 : index
  %e = tensor.empty() : tensor<5xf32>
  %w:2 = scf.while (%i = %c0i, %t = %e) : (index, tensor<5xf32>) -> (index, tensor<5xf32>) {
    %c = arith.cmpi slt, %i, %c5i : index
    scf.condition(%c) %i, %t : index, tensor<5xf32>
  } do {
  ^bb0(%i: index, %t: tensor<5xf32>):
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %h = arith.constant 0.5 : f32
    %v = arith.mulf %f, %h : f32
    %t2 = tensor.insert %v into %t[%i] : tensor<5xf32>
    %i2 = arith.addi %i, %c1i : index
    scf.yield %i2, %t2 : index, tensor<5xf32>
  }
  scf.for %i = %c0i to %c5i step %c1i {
    %v = tensor.extract %w#1[%i] : tensor<5xf32>
    vector.print %v : f32
  }
  return
}
