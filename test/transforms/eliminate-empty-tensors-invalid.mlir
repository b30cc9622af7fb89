// eliminate-empty-tensors needs the One-Shot analysis of every function
// that holds an empty tensor; a function body with several returns of
// tensors is not analysed yet, so the pass stops with the analysis' error
// instead of guessing (mlir-opt rewrites this case).
// RUN: bufopt %s --verify-diagnostics --eliminate-empty-tensors

func.func @multi_block(%t: tensor<10xf32>, %c: i1, %f: f32) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  cf.cond_br %c, ^a, ^b
^a:
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %2 = tensor.insert_slice %1 into %t[2][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
^b:
  // expected-error @+1 {{'func.return' op is not supported by one-shot-bufferize yet: a second return of tensors (several returns with tensors)}}
  return %t : tensor<10xf32>
}

// A function without empty tensors is not analysed: several blocks are fine.
func.func @no_empty(%c: i1, %t: tensor<4xf32>) -> tensor<4xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  return %t : tensor<4xf32>
^b:
  return %t : tensor<4xf32>
}
