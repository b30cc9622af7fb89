func.func @not_restrict(%m: memref<4xi64>, %v: i64) {
  %e = tensor.empty() : tensor<4xi64>
  %f = linalg.fill ins(%v : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  bufferization.materialize_in_destination %f in writable %m : (tensor<4xi64>, memref<4xi64>) -> ()
  return
}
