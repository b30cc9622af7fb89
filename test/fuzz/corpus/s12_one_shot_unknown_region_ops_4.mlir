func.func @parallel_reads_tensor(%t: tensor<8xf32>, %m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %x = tensor.extract %t[%i] : tensor<8xf32>
    memref.store %x, %m[%i] : memref<8xf32>
    scf.reduce
  }
  return
}
