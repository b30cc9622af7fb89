func.func @into_memref(%m: memref<3x2xi64>, %v: i64) {
  %e = tensor.empty() : tensor<3x2xi64>
  %f = linalg.fill ins(%v : i64) outs(%e : tensor<3x2xi64>) -> tensor<3x2xi64>
  bufferization.materialize_in_destination %f in restrict writable %m : (tensor<3x2xi64>, memref<3x2xi64>) -> ()
  return
}
