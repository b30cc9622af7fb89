func.func @slice_of_iter_arg(%t: tensor<16xi32>, %n: index) -> tensor<16xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<16xi32> {
    %s = tensor.extract_slice %a[%i] [8] [1] : tensor<16xi32> to tensor<8xi32>
    %old = tensor.extract %s[%c3] : tensor<8xi32>
    %inc = arith.addi %old, %old : i32
    %w = tensor.insert %inc into %s[%c3] : tensor<8xi32>
    %b = tensor.insert_slice %w into %a[%i] [8] [1] : tensor<8xi32> into tensor<16xi32>
    scf.yield %b : tensor<16xi32>
  }
  return %r : tensor<16xi32>
}
