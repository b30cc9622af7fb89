func.func @pack_dynamic_tile(%s: tensor<?x?xi32>, %d: tensor<?x?x?xi32>, %t: index) -> tensor<?x?xi32> {
  %0 = linalg.pack %s inner_dims_pos = [1] inner_tiles = [%t] into %d {foo = 3} : tensor<?x?xi32> -> tensor<?x?x?xi32>
  %1 = linalg.unpack %0 inner_dims_pos = [1] inner_tiles = [%t] into %s : tensor<?x?x?xi32> -> tensor<?x?xi32>
  return %1 : tensor<?x?xi32>
}
