// What this slice of one-shot-bufferize does not support yet is reported as
// an error naming the op, never bufferized silently.
// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics --one-shot-bufferize="bufferize-function-boundaries"

func.func @unregistered(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{op was not bufferized}}
  %r = "test.op"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Without allow-return-allocs-from-loops a loop must yield the buffer of
// its iteration argument (upstream's message, without the op name).
func.func @yield_alloc(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %b = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    // expected-error @below {{Yield operand #0 is not equivalent to the corresponding iter bbArg}}
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

func.func @blocks_in_region(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'scf.execute_region' op is not supported by one-shot-bufferize yet: a region with more than one block}}
  %r = scf.execute_region -> tensor<4xf32> {
    cf.br ^bb1
  ^bb1:
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
