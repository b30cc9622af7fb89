// Corpus: bubble sort of a tensor: nested loops, compare-and-swap through
// tensor.insert, and an early-exit while loop.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %t = arith.constant dense<[5, -3, 9, 0, 2, 2, -7, 4]> : tensor<8xi32>
  %true = arith.constant true
  %r:2 = scf.while (%arr = %t, %swapped = %true) : (tensor<8xi32>, i1) -> (tensor<8xi32>, i1) {
    scf.condition(%swapped) %arr, %swapped : tensor<8xi32>, i1
  } do {
  ^bb0(%arr: tensor<8xi32>, %s: i1):
    %false = arith.constant false
    %c7 = arith.constant 7 : index
    %res:2 = scf.for %i = %c0 to %c7 step %c1 iter_args(%a = %arr, %sw = %false) -> (tensor<8xi32>, i1) {
      %ip1 = arith.addi %i, %c1 : index
      %x = tensor.extract %a[%i] : tensor<8xi32>
      %y = tensor.extract %a[%ip1] : tensor<8xi32>
      %gt = arith.cmpi sgt, %x, %y : i32
      %n:2 = scf.if %gt -> (tensor<8xi32>, i1) {
        %a1 = tensor.insert %y into %a[%i] : tensor<8xi32>
        %a2 = tensor.insert %x into %a1[%ip1] : tensor<8xi32>
        scf.yield %a2, %true : tensor<8xi32>, i1
      } else {
        scf.yield %a, %sw : tensor<8xi32>, i1
      }
      scf.yield %n#0, %n#1 : tensor<8xi32>, i1
    }
    scf.yield %res#0, %res#1 : tensor<8xi32>, i1
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %v = tensor.extract %r#0[%i] : tensor<8xi32>
    vector.print %v : i32 punctuation <comma>
  }
  vector.print str "\n"
  return
}
