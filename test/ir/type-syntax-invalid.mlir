// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// Builtin type syntax mlir-opt 22 rejects (memref element types and tails,
// strided layouts, integer widths), with its words.

// expected-error@+1 {{invalid memref element type}}
func.func private @f(memref<*xtensor<4xf32>>)

// -----

// expected-error@+1 {{expected list element}}
func.func private @f(memref<8xf32, >)

// -----

// expected-error@+1 {{expected memory space to be last in memref type}}
func.func private @f(memref<4x4xf32, 3, affine_map<(d0, d1) -> (d1, d0)>>)

// -----

// expected-error@+1 {{expected '<' after 'strided'}}
func.func private @f() -> memref<4xf32, strided>

// -----

// expected-error@+1 {{expected a 64-bit signed integer or '?'}}
func.func private @f() -> memref<4xf32, strided<[x]>>

// -----

// expected-error@+1 {{invalid integer width}}
func.func private @f(i99999999999)

// -----

// expected-error@+1 {{invalid integer width}}
func.func private @f(si4294967296)
