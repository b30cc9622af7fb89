// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// Types, maps and integers mlir-opt rejects and bufopt used to accept (issue
// 17), and the locations of mlir-opt's type verifiers (the type's keyword).

// expected-error@+1 {{invalid element type for complex}}
func.func @f() attributes {a = complex<index>} {
  return
}

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func @f() attributes {a = memref<2xf32, 3.5>} {
  return
}

// -----

// expected-error@+1 {{unsupported memory space Attribute}}
func.func @f() attributes {a = memref<*xf32, [1]>} {
  return
}

// -----

// expected-error@+1 {{invalid tensor element type}}
func.func @f() attributes {a = tensor<2xnone>} {
  return
}

// -----

// expected-error@+1 {{invalid tensor element type}}
func.func @f() attributes {a = tensor<*xtuple<i32>>} {
  return
}

// -----

// expected-error@+1 {{invalid memref element type}}
func.func @f() attributes {a = memref<2xtuple<i32>>} {
  return
}

// -----

// expected-error@+1 {{redefinition of identifier 'd0'}}
func.func @f() attributes {a = affine_map<(d0)[d0] -> (d0)>} {
  return
}

// -----

// index values are signed 64-bit.
// expected-error@+1 {{integer constant out of range for attribute}}
func.func @f() attributes {a = 9223372036854775808 : index} {
  return
}

// -----

// expected-error@+1 {{integer constant out of range for type}}
func.func @f() attributes {a = dense<9223372036854775808> : tensor<1xindex>} {
  return
}

// -----

// expected-error@+1 {{expected unsigned integer elements, but parsed negative value}}
func.func @f() attributes {a = dense<-1> : tensor<2xui8>} {
  return
}

// -----

// expected-error@+1 {{vector types must have positive constant sizes but got 2, 0}}
func.func @f() attributes {a = vector<2x0xf32>} {
  return
}

// -----

// expected-error@+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func @f() attributes {a = vector<2xvector<2xf32>>} {
  return
}

// -----

// expected-error@+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
func.func @f() attributes {a = memref<2xf32, affine_map<(d0, d1) -> (d0)>>} {
  return
}

// -----

// The accepted neighbours still read: memory spaces that are integers,
// strings or dictionaries, complex of float or integer, dialect types in a
// tensor, the largest index, named affine ids.
func.func @f() attributes {a = memref<2xf32, "gpu">, b = memref<*xf32, {x = 1}>,
                           c = complex<i8>, d = 9223372036854775807 : index,
                           e = affine_map<(i, j)[s] -> (i + j * s)>, g = tensor<2xcomplex<f32>>} {
  return
}
