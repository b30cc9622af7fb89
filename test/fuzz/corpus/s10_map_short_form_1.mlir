func.func @map_yields_argument(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %m = arith.maximumf %x, %y : f32
      linalg.yield %x : f32
    }
  return %0 : tensor<4xf32>
}

func.func @reduce_yields_init(%a: tensor<4x8xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%c : tensor<4xf32>) dimensions = [1]
    (%x: f32, %o: f32) {
      %s = arith.addf %o, %x : f32
      linalg.yield %o : f32
    }
  return %0 : tensor<4xf32>
}

func.func @short(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.map ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%c : tensor<4xf32>)
    (%x: f32, %y: f32, %o: f32) {
      %m = arith.maximumf %x, %y : f32
      linalg.yield %m : f32
    }
  return %0 : tensor<4xf32>
}
