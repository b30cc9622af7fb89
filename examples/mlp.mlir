// mlp.mlir - a two-layer perceptron on tensors: relu(x * W1 + b1) * W2 + b2.
//
// The kind of program bufopt's bufferization passes start from: value
// semantics (tensors), destination-passing style (each linalg op writes into
// an `outs` operand), and tensor.empty for fresh results.
// Run it with `make run`, or `build/bufopt examples/mlp.mlir`.

#map = affine_map<(d0, d1) -> (d0, d1)>
#map_row = affine_map<(d0, d1) -> (d1)>
module {
  func.func @mlp(%x: tensor<4x8xf32>, %w1: tensor<8x16xf32>, %b1: tensor<16xf32>,
                 %w2: tensor<16x2xf32>, %b2: tensor<2xf32>) -> tensor<4x2xf32> {
    %zero = arith.constant 0.0 : f32
    // Layer 1: h = relu(x * W1 + b1)
    %e1 = tensor.empty() : tensor<4x16xf32>
    %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %m1 = linalg.matmul ins(%x, %w1 : tensor<4x8xf32>, tensor<8x16xf32>)
                        outs(%f1 : tensor<4x16xf32>) -> tensor<4x16xf32>
    %h = linalg.generic {indexing_maps = [#map, #map_row, #map],
                         iterator_types = ["parallel", "parallel"]}
        ins(%m1, %b1 : tensor<4x16xf32>, tensor<16xf32>) outs(%e1 : tensor<4x16xf32>) {
    ^bb0(%a: f32, %b: f32, %out: f32):
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
    } -> tensor<4x16xf32>
    // Layer 2: y = h * W2 + b2
    %e2 = tensor.empty() : tensor<4x2xf32>
    %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x2xf32>) -> tensor<4x2xf32>
    %m2 = linalg.matmul ins(%h, %w2 : tensor<4x16xf32>, tensor<16x2xf32>)
                        outs(%f2 : tensor<4x2xf32>) -> tensor<4x2xf32>
    %y = linalg.generic {indexing_maps = [#map, #map_row, #map],
                         iterator_types = ["parallel", "parallel"]}
        ins(%m2, %b2 : tensor<4x2xf32>, tensor<2xf32>) outs(%e2 : tensor<4x2xf32>) {
    ^bb0(%a: f32, %b: f32, %out: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
    } -> tensor<4x2xf32>
    return %y : tensor<4x2xf32>
  }
}
