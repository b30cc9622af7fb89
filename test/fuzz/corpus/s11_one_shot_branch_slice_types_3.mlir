func.func @switch_rank_reduced(%t: tensor<6x5xi8> {bufferization.writable = false}, %k: index, %p: index) -> i8 {
  %r = scf.index_switch %k -> tensor<5xi8>
  case 0 {
    %s = tensor.extract_slice %t[%p, 0] [1, 5] [1, 1] : tensor<6x5xi8> to tensor<5xi8>
    scf.yield %s : tensor<5xi8>
  }
  default {
    %s = tensor.extract_slice %t[%k, 0] [1, 5] [1, 1] : tensor<6x5xi8> to tensor<5xi8>
    scf.yield %s : tensor<5xi8>
  }
  %x = tensor.extract %r[%p] : tensor<5xi8>
  return %x : i8
}
