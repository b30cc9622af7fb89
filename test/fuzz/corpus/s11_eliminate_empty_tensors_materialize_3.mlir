func.func @twice(%m: memref<4xi64>, %v: i64, %w: i64) {
  %e = tensor.empty() : tensor<4xi64>
  %f = linalg.fill ins(%v : i64) outs(%e : tensor<4xi64>) -> tensor<4xi64>
  bufferization.materialize_in_destination %f in restrict writable %m : (tensor<4xi64>, memref<4xi64>) -> ()
  %e2 = tensor.empty() : tensor<4xi64>
  %g = linalg.fill ins(%w : i64) outs(%e2 : tensor<4xi64>) -> tensor<4xi64>
  bufferization.materialize_in_destination %g in writable %m : (tensor<4xi64>, memref<4xi64>) -> ()
  return
}
