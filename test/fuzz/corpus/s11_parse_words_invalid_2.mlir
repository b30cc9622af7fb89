func.func @map_payload_not_a_name(%a: tensor<4xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map { "arith.negf" } ins(%a : tensor<4xf32>) outs(%init : tensor<4xf32>)
  return %0 : tensor<4xf32>
}
