func.func @slice_sizes(%a: tensor<?x?xf32> {bufferization.writable = false}, %n: index, %m: index)
    -> tensor<?x?xf32> {
  %z = arith.constant 0.0 : f32
  %s = tensor.extract_slice %a[1, 2] [%n, %m] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %f = linalg.fill ins(%z : f32) outs(%s : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %f : tensor<?x?xf32>
}
