func.func @both_match(%t: tensor<16xi32>, %p: index, %c: i1, %a: i32, %b: i32) -> tensor<16xi32> {
  %r = scf.if %c -> tensor<4xi32> {
    %s = tensor.extract_slice %t[%p] [4] [1] : tensor<16xi32> to tensor<4xi32>
    %f = linalg.fill ins(%a : i32) outs(%s : tensor<4xi32>) -> tensor<4xi32>
    scf.yield %f : tensor<4xi32>
  } else {
    %s = tensor.extract_slice %t[%p] [4] [1] : tensor<16xi32> to tensor<4xi32>
    %f = linalg.fill ins(%b : i32) outs(%s : tensor<4xi32>) -> tensor<4xi32>
    scf.yield %f : tensor<4xi32>
  }
  %i = tensor.insert_slice %r into %t[%p] [4] [1] : tensor<4xi32> into tensor<16xi32>
  return %i : tensor<16xi32>
}
