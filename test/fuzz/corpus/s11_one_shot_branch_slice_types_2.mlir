func.func @different_layouts(%t: tensor<8xf32> {bufferization.writable = false}, %c: i1) -> f32 {
  %i0 = arith.constant 0 : index
  %r = scf.if %c -> tensor<3xf32> {
    %s = tensor.extract_slice %t[2] [3] [1] : tensor<8xf32> to tensor<3xf32>
    scf.yield %s : tensor<3xf32>
  } else {
    %s = tensor.extract_slice %t[1] [3] [2] : tensor<8xf32> to tensor<3xf32>
    scf.yield %s : tensor<3xf32>
  }
  %x = tensor.extract %r[%i0] : tensor<3xf32>
  return %x : f32
}
