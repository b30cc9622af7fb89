// RUN: bufopt %s --run | FileCheck %s

// Tensor ops may reuse the storage of an operand only at its last use; a
// value read again later must keep its elements.
// CHECK: 1, 2, 3, 9, 0, 0,
// CHECK-NEXT: 1, 2, 3, 9, 7, 0,
// CHECK-NEXT: 0, 0, 0, 0, 0, 0,
// CHECK-NEXT: 5, 5, 0, 0, 0, 0,
func.func @print(%t: tensor<6xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c6 step %c1 {
    %v = tensor.extract %t[%i] : tensor<6xi32>
    vector.print %v : i32 punctuation <comma>
  }
  vector.print str "\n"
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<6xi32>
  %z = linalg.fill ins(%zero : i32) outs(%e : tensor<6xi32>) -> tensor<6xi32>
  // A loop whose carried tensor is read after the insert (two uses: copies).
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %z) -> tensor<6xi32> {
    %ii = arith.index_cast %i : index to i32
    %one = arith.constant 1 : i32
    %v = arith.addi %ii, %one : i32
    %u = tensor.insert %v into %t[%i] : tensor<6xi32>
    %w = tensor.extract %t[%i] : tensor<6xi32>
    %u2 = tensor.insert %w into %u[%c4] : tensor<6xi32>
    scf.yield %u : tensor<6xi32>
  }
  %nine = arith.constant 9 : i32
  %a = tensor.insert %nine into %r[%c3] : tensor<6xi32>
  %seven = arith.constant 7 : i32
  %b = tensor.insert %seven into %a[%c4] : tensor<6xi32>
  func.call @print(%a) : (tensor<6xi32>) -> ()
  func.call @print(%b) : (tensor<6xi32>) -> ()
  // %z is still used below: the loop's inserts must not have touched it.
  func.call @print(%z) : (tensor<6xi32>) -> ()
  %five = arith.constant dense<5> : tensor<2xi32>
  %s = tensor.insert_slice %five into %z[0] [2] [1] : tensor<2xi32> into tensor<6xi32>
  func.call @print(%s) : (tensor<6xi32>) -> ()
  return
}
