// mlp.mlir - a two-layer perceptron on tensors: relu(x * W1 + b1) * W2 + b2,
// and a @main that builds inputs and prints the result.
//
// The kind of program bufopt starts from: value semantics (tensors),
// destination-passing style (each linalg op writes into an `outs` operand),
// and tensor.empty for fresh results.  `make run` turns it into a buffer
// program with `bufopt examples/mlp.mlir --bufferization-pipeline` and runs
// both in the interpreter with the checked heap.
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
  // Deterministic inputs: element (i, j) = ((i * 7 + j * 3) mod 11 - 5) * s.
  func.func @init(%n: index, %m: index, %s: f32) -> tensor<?x?xf32> {
    %e = tensor.empty(%n, %m) : tensor<?x?xf32>
    %r = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<?x?xf32>) {
    ^bb0(%o: f32):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %c7 = arith.constant 7 : index
      %c3 = arith.constant 3 : index
      %c11 = arith.constant 11 : index
      %c5 = arith.constant 5 : index
      %a = arith.muli %i, %c7 : index
      %b = arith.muli %j, %c3 : index
      %c = arith.addi %a, %b : index
      %d = arith.remui %c, %c11 : index
      %k = arith.subi %d, %c5 : index
      %ki = arith.index_cast %k : index to i32
      %f = arith.sitofp %ki : i32 to f32
      %v = arith.mulf %f, %s : f32
      linalg.yield %v : f32
    } -> tensor<?x?xf32>
    return %r : tensor<?x?xf32>
  }
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c16 = arith.constant 16 : index
    %s1 = arith.constant 0.125 : f32
    %s2 = arith.constant 0.0625 : f32
    %x0 = func.call @init(%c4, %c8, %s1) : (index, index, f32) -> tensor<?x?xf32>
    %w10 = func.call @init(%c8, %c16, %s2) : (index, index, f32) -> tensor<?x?xf32>
    %b10 = func.call @init(%c1, %c16, %s1) : (index, index, f32) -> tensor<?x?xf32>
    %w20 = func.call @init(%c16, %c2, %s2) : (index, index, f32) -> tensor<?x?xf32>
    %b20 = func.call @init(%c1, %c2, %s1) : (index, index, f32) -> tensor<?x?xf32>
    %x = tensor.cast %x0 : tensor<?x?xf32> to tensor<4x8xf32>
    %w1 = tensor.cast %w10 : tensor<?x?xf32> to tensor<8x16xf32>
    %b1s = tensor.cast %b10 : tensor<?x?xf32> to tensor<1x16xf32>
    %b1 = tensor.collapse_shape %b1s [[0, 1]] : tensor<1x16xf32> into tensor<16xf32>
    %w2 = tensor.cast %w20 : tensor<?x?xf32> to tensor<16x2xf32>
    %b2s = tensor.cast %b20 : tensor<?x?xf32> to tensor<1x2xf32>
    %b2 = tensor.collapse_shape %b2s [[0, 1]] : tensor<1x2xf32> into tensor<2xf32>
    %y = func.call @mlp(%x, %w1, %b1, %w2, %b2) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<16xf32>, tensor<16x2xf32>, tensor<2xf32>) -> tensor<4x2xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      scf.for %j = %c0 to %c2 step %c1 {
        %v = tensor.extract %y[%i, %j] : tensor<4x2xf32>
        vector.print %v : f32 punctuation <comma>
      }
      vector.print str "\n"
    }
    return
  }
}
