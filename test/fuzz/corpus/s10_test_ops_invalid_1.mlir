func.func @not_memref(%a: memref<2xf32>, %t: tensor<2xf32>) {
  "test.buffer_based"(%a, %t) : (memref<2xf32>, tensor<2xf32>) -> ()
  return
}
