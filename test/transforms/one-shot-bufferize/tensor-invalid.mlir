// Tensor and bufferization ops whose hooks refuse a case report it as an
// error naming the op (never wrong code).
// RUN: bufopt %s --split-input-file --verify-diagnostics --one-shot-bufferize="bufferize-function-boundaries"

func.func @materialize_conflict(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: index) -> (tensor<4xf32>, f32) {
  // expected-error @below {{'bufferization.materialize_in_destination' op not bufferizable under the given constraints: cannot avoid RaW conflict}}
  %m = bufferization.materialize_in_destination %a in %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %b[%i] : tensor<4xf32>
  return %m, %x : tensor<4xf32>, f32
}

// -----

func.func @to_tensor_no_restrict(%m: memref<4xf32>, %i: index) -> f32 {
  // expected-error @below {{'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis}}
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %y = tensor.extract %t[%i] : tensor<4xf32>
  return %y : f32
}

// -----

func.func @select_tensor_condition(%c: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'arith.select' op is not supported by one-shot-bufferize yet: a tensor condition}}
  %s = arith.select %c, %a, %b : tensor<4xi1>, tensor<4xf32>
  return %s : tensor<4xf32>
}
