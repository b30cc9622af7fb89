// RUN: bufopt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --verify-diagnostics

// Complex dense literals mlir-opt 22 rejects, with its words.

func.func @f() {
  // expected-error@+1 {{parsed 1 elements, but type ('complex<i32>') expected 2 elements}}
  "test.a"() {d = dense<1> : tensor<2xcomplex<i32>>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected integer elements, but parsed floating-point}}
  "test.a"() {d = dense<[(1, 2.5)]> : tensor<1xcomplex<i32>>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{integer constant out of range for type}}
  "test.a"() {d = dense<[(300, 2)]> : tensor<1xcomplex<i8>>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected element literal of primitive type}}
  "test.a"() {d = dense<[()]> : tensor<1xcomplex<i8>>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected ',' between complex elements}}
  "test.a"() {d = dense<[(1)]> : tensor<1xcomplex<i8>>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected element literal of primitive type}}
  "test.a"() {d = dense<[(1,]> : tensor<1xcomplex<i8>>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected ')' after complex elements}}
  "test.a"() {d = dense<[(1, 2]> : tensor<1xcomplex<i8>>} : () -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{inferred shape of elements literal ([1]) does not match type ([2])}}
  "test.a"() {d = dense<[(1, 2)]> : tensor<2xcomplex<i8>>} : () -> ()
  return
}
