func.func @par_dim(%m: memref<?xf32>) {
  affine.for %j = 0 to 10 {
    %x = arith.addi %j, %j : index
    affine.parallel (%i) = (0) to (symbol(%x)) {
    }
  }
  return
}
