func.func @unknown_on_alloc_tensor(%sz: index) {
  %0 = bufferization.alloc_tensor(%sz) {bufferization.escape = [true]} : tensor<?xf32>
  return
}
