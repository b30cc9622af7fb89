// An attribute dictionary given by an alias: `#trait = {...}` then
// `linalg.generic #trait ins(...)`, as upstream's linalg tests write it.
#trait = {
  indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>],
  iterator_types = ["parallel", "parallel"],
  doc = "a transpose"
}
func.func @transpose(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %0 = linalg.generic #trait ins(%a : tensor<4x8xf32>) outs(%b : tensor<8x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<8x4xf32>
  %1 = linalg.generic #trait ins(%a : tensor<4x8xf32>) outs(%0 : tensor<8x4xf32>) attrs = {tag} {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8x4xf32>
  return %1 : tensor<8x4xf32>
}
