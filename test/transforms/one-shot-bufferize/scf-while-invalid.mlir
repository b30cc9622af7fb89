// Without allow-return-allocs-from-loops an scf.while must pass on, in its
// condition, buffers equivalent to its before arguments and yield buffers
// equivalent to its after arguments: upstream's messages (mlir-opt also adds
// a "see current operation" note, so only bufopt runs here).
// RUN: bufopt %s --split-input-file --verify-diagnostics --one-shot-bufferize="bufferize-function-boundaries"

func.func @swap(%t: tensor<4xf32>, %u: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.while (%a = %t, %b = %u, %i = %c0) : (tensor<4xf32>, tensor<4xf32>, index) -> (tensor<4xf32>, tensor<4xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    // expected-error @below {{Condition arg #0 is not equivalent to the corresponding iter bbArg}}
    scf.condition(%c) %b, %a, %i : tensor<4xf32>, tensor<4xf32>, index
  } do {
  ^bb0(%x: tensor<4xf32>, %y: tensor<4xf32>, %j: index):
    %j2 = arith.addi %j, %c1 : index
    scf.yield %x, %y, %j2 : tensor<4xf32>, tensor<4xf32>, index
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @new_each(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%a = %t, %i = %c0) : (tensor<4xf32>, index) -> (tensor<4xf32>, index) {
    %c = arith.cmpi slt, %i, %n : index
    scf.condition(%c) %a, %i : tensor<4xf32>, index
  } do {
  ^bb0(%b: tensor<4xf32>, %j: index):
    %e = tensor.empty() : tensor<4xf32>
    %w = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    %j2 = arith.addi %j, %c1 : index
    // expected-error @below {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %w, %j2 : tensor<4xf32>, index
  }
  return %r#0 : tensor<4xf32>
}
