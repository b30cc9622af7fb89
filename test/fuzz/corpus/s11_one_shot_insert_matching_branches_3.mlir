func.func @switch(%t: tensor<16xi32>, %p: index, %k: index, %a: i32) -> tensor<16xi32> {
  %r = scf.index_switch %k -> tensor<4xi32>
  case 1 {
    %s = tensor.extract_slice %t[%p] [4] [1] : tensor<16xi32> to tensor<4xi32>
    %f = linalg.fill ins(%a : i32) outs(%s : tensor<4xi32>) -> tensor<4xi32>
    scf.yield %f : tensor<4xi32>
  }
  case 2 {
    %s = tensor.extract_slice %t[%p] [4] [1] : tensor<16xi32> to tensor<4xi32>
    %w = tensor.insert %a into %s[%k] : tensor<4xi32>
    scf.yield %w : tensor<4xi32>
  }
  default {
    %s = tensor.extract_slice %t[%p] [4] [1] : tensor<16xi32> to tensor<4xi32>
    scf.yield %s : tensor<4xi32>
  }
  %i = tensor.insert_slice %r into %t[%p] [4] [1] : tensor<4xi32> into tensor<16xi32>
  return %i : tensor<16xi32>
}
