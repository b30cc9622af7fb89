func.func @wait_type(%t: tensor<1xi32>, %n: index) {
  affine.dma_wait %t[0], %n : tensor<1xi32>
  return
}
