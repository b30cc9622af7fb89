// The bufferization dialect's function-argument attributes are checked as
// upstream's verifyRegionArgAttribute checks them (declarations too), with
// its messages; both tools.
// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{'bufferization.buffer_layout' is expected to be a memref layout attribute}}
func.func @f(%a: tensor<4xf32> {bufferization.buffer_layout = 3 : i32}) {
  return
}

// -----

// expected-error@+1 {{'bufferization.buffer_layout' is expected to be a memref layout attribute}}
func.func private @d(tensor<4xf32> {bufferization.buffer_layout = "strided"})

// -----

// Upstream's message names buffer_layout for any other bufferization.* name.
// expected-error@+1 {{attribute 'bufferization.buffer_layout' not supported as a region arg attribute by the bufferization dialect}}
func.func @f(%a: tensor<4xf32> {bufferization.layout = 1}) {
  return
}

// -----

// expected-error@+1 {{'bufferization.writable' is expected to be a boolean attribute}}
func.func @f(%a: tensor<4xf32> {bufferization.writable = 1}) {
  return
}

// -----

// expected-error@+1 {{'bufferization.writable' is invalid on external functions}}
func.func private @d(tensor<4xf32> {bufferization.writable = false})

// -----

// expected-error@+1 {{'bufferization.access' is expected to be a string attribute}}
func.func @f(%a: tensor<4xf32> {bufferization.access = 3}) {
  return
}

// -----

// expected-error@+1 {{invalid value for 'bufferization.access'}}
func.func @f(%a: tensor<4xf32> {bufferization.access = "readwrite"}) {
  return
}

// -----

// Accepted: layouts (strided, affine map) also on declarations, the four
// access values, writable on a definition.
func.func private @d(tensor<4xf32> {bufferization.buffer_layout = strided<[1], offset: ?>})
func.func @f(%a: tensor<4x4xf32> {bufferization.buffer_layout = affine_map<(d0, d1) -> (d1, d0)>},
             %b: tensor<4xf32> {bufferization.access = "none"}, %c: tensor<4xf32> {bufferization.access = "read"},
             %d: tensor<4xf32> {bufferization.access = "write"}, %e: tensor<4xf32> {bufferization.access = "read-write"},
             %w: tensor<4xf32> {bufferization.writable = false}) {
  return
}
