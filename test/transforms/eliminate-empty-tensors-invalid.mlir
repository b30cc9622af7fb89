// eliminate-empty-tensors needs the One-Shot analysis of every function
// that holds an empty tensor.  A function body with several returns of
// tensors is analysed now (it used to stop with the analysis' error); the
// pass leaves its tensor.empty in place (mlir-opt replaces it with an
// extract_slice of %arg0 hoisted into the entry block: bufopt's output is
// still valid, it keeps one allocation more).
// RUN: bufopt %s --verify-diagnostics --eliminate-empty-tensors
// RUN: bufopt %s --eliminate-empty-tensors | FileCheck %s
// CHECK-LABEL: func.func @multi_block
// CHECK-NEXT: %0 = tensor.empty() : tensor<5xf32>
// CHECK: linalg.fill ins(%arg2 : f32) outs(%0 : tensor<5xf32>)

func.func @multi_block(%t: tensor<10xf32>, %c: i1, %f: f32) -> tensor<10xf32> {
  %0 = tensor.empty() : tensor<5xf32>
  cf.cond_br %c, ^a, ^b
^a:
  %1 = linalg.fill ins(%f : f32) outs(%0 : tensor<5xf32>) -> tensor<5xf32>
  %2 = tensor.insert_slice %1 into %t[2][5][1] : tensor<5xf32> into tensor<10xf32>
  return %2 : tensor<10xf32>
^b:
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
