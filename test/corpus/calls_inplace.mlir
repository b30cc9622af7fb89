// Corpus: a callee that writes its argument and returns it (result
// equivalent to the argument); called once where the caller still reads the
// argument afterwards (the call site must copy) and once where it does not.
// A second callee only reads its argument.
func.func @bump(%t: tensor<4xi32>, %k: index) -> tensor<4xi32> {
  %v = tensor.extract %t[%k] : tensor<4xi32>
  %one = arith.constant 1 : i32
  %w = arith.addi %v, %one : i32
  %r = tensor.insert %w into %t[%k] : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @total(%t: tensor<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %z) -> i32 {
    %v = tensor.extract %t[%i] : tensor<4xi32>
    %n = arith.addi %acc, %v : i32
    scf.yield %n : i32
  }
  return %s : i32
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<4xi32>
  %ten = arith.constant 10 : i32
  %t = linalg.fill ins(%ten : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  %a = func.call @bump(%t, %c0) : (tensor<4xi32>, index) -> tensor<4xi32>
  %b = func.call @bump(%a, %c2) : (tensor<4xi32>, index) -> tensor<4xi32>
  %c = func.call @bump(%b, %c2) : (tensor<4xi32>, index) -> tensor<4xi32>
  %d = func.call @bump(%c, %c3) : (tensor<4xi32>, index) -> tensor<4xi32>
  %st = func.call @total(%t) : (tensor<4xi32>) -> i32
  %sb = func.call @total(%b) : (tensor<4xi32>) -> i32
  %sd = func.call @total(%d) : (tensor<4xi32>) -> i32
  vector.print %st : i32
  vector.print %sb : i32
  vector.print %sd : i32
  return
}
