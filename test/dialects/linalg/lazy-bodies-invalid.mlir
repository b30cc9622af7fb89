// RUN: not bufopt %s 2>&1 | FileCheck %s
// RUN: not mlir-opt %s 2>&1 | FileCheck %s

// The plain round trip leaves the bodies of these named ops unbuilt (lazy
// implicit bodies); the verifier must still report what it reports with the
// bodies: here an operand shape that contradicts matmul's indexing maps,
// after a valid fill and matmul whose bodies are pending as well.
func.func @bad(%a: tensor<2x3xf32>, %b: tensor<4x2xf32>, %c: tensor<2x2xf32>, %v: f32) -> tensor<2x2xf32> {
  %f = linalg.fill ins(%v : f32) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  %ok = linalg.matmul ins(%f, %f : tensor<2x2xf32>, tensor<2x2xf32>) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  // CHECK: lazy-bodies-invalid.mlir:[[@LINE+1]]:8: error: 'linalg.matmul' op inferred input/output operand #1 has shape's dimension #0 to be 3, but found 4
  %r = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<4x2xf32>) outs(%ok : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
