func.func @slice_written_in_loop(%t: tensor<16xi32>, %n: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %n step %c1 {
    %s = tensor.extract_slice %t[2] [8] [1] : tensor<16xi32> to tensor<8xi32>
    %old = tensor.extract %s[%c3] : tensor<8xi32>
    %inc = arith.addi %old, %old : i32
    %w = tensor.insert %inc into %s[%c3] : tensor<8xi32>
    %new = tensor.extract %w[%c3] : tensor<8xi32>
    memref.store %new, %m[%i] : memref<?xi32>
  }
  return
}
