// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// An alias where an attribute dictionary is expected must name one; an
// undefined alias is reported just after its name, as mlir-opt does.
#notdict = affine_map<(d0) -> (d0)>
func.func @g(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{custom op 'linalg.generic' invalid kind of attribute specified}}
  %0 = linalg.generic #notdict ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @g(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{undefined symbol alias id 'undefined_trait'}}
  %0 = linalg.generic #undefined_trait ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
