// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics

// sparse<...> and dense<...> literals mlir-opt 22 rejects, with its words.

func.func @f() {
  // expected-error@+1 {{expected shape ([3, 4]); inferred shape of indices literal ([0]); inferred shape of values literal ([0])}}
  "test.a"() {s = sparse<[], []> : tensor<3x4xi32>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{sparse index #1 is not contained within the value shape, with index=[3, 0], and type='tensor<3x4xi32>'}}
  "test.a"() {s = sparse<[[0, 0], [3, 0]], [1, 2]> : tensor<3x4xi32>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected 1-d tensor for sparse element values}}
  "test.a"() {s = sparse<[[0, 0]], [[1, 2]]> : tensor<3x4xi32>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected shape ([3, 4]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([3])}}
  "test.a"() {s = sparse<[[0, 0], [1, 1]], [1, 2, 3]> : tensor<3x4xi32>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected integer elements, but parsed floating-point}}
  "test.a"() {s = sparse<[[0.5, 0]], [1]> : tensor<3x4xi32>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{elements literal must be a shaped type}}
  "test.a"() {s = sparse<[[0, 0]], [1]> : i32} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{elements literal type must have static shape}}
  "test.a"() {s = sparse<[[0, 0]], [1]> : tensor<?x4xi32>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[5, 5], and type='tensor<2x2xi32>'}}
  "test.a"() {s = sparse<5, 1> : tensor<2x2xi32>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{parsed zero elements, but type ('tensor<2xi64>') expected at least 1}}
  "test.a"() {d = dense<> : tensor<2xi64>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{elements literal must be a shaped type}}
  "test.a"() {d = dense<[1]> : i32} : () -> ()
  return
}
