func.func @dealloc_of_tensor(%t: tensor<4xf32>) {
  "memref.dealloc"(%t) : (tensor<4xf32>) -> ()
  return
}
