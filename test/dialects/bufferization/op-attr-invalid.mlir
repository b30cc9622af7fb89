// The bufferization dialect checks its discardable attributes on every op
// (upstream's BufferizationDialect::verifyOperationAttribute): only
// bufferization.manual_deallocation, and only on an op that allocates or
// frees.
// RUN: bufopt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// RUN: mlir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @unknown_on_alloc_tensor(%sz: index) {
  // expected-error @+1 {{attribute '"bufferization.escape"' not supported as an op attribute by the bufferization dialect}}
  %0 = bufferization.alloc_tensor(%sz) {bufferization.escape = [true]} : tensor<?xf32>
  return
}

// -----

func.func @unknown_on_other_dialect(%m: memref<?xf32>) {
  // expected-error @+1 {{attribute '"bufferization.foo"' not supported as an op attribute by the bufferization dialect}}
  %0 = memref.cast %m {bufferization.foo = 1 : i32} : memref<?xf32> to memref<10xf32>
  return
}

// -----

func.func @unknown_on_unregistered_op() {
  // expected-error @+1 {{attribute '"bufferization.bar"' not supported as an op attribute by the bufferization dialect}}
  "foo.op"() {bufferization.bar} : () -> ()
  return
}

// -----

// The op's own verifier runs after the attribute check.
func.func @attribute_before_op_verifier(%sz: index) {
  // expected-error @+1 {{attribute '"bufferization.escape"' not supported as an op attribute by the bufferization dialect}}
  %0 = bufferization.alloc_tensor(%sz, %sz) {bufferization.escape = [true]} : tensor<?xf32>
  return
}

// -----

func.func @manual_dealloc_on_load(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %0 = memref.load %m[%i] {bufferization.manual_deallocation} : memref<4xf32>
  return
}

// -----

func.func @manual_dealloc_on_alloc_tensor() {
  // expected-error @+1 {{'bufferization.alloc_tensor' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %0 = bufferization.alloc_tensor() {bufferization.manual_deallocation} : tensor<4xf32>
  return
}

// -----

func.func @manual_dealloc_on_dealloc_op(%m: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  bufferization.dealloc (%m : memref<4xf32>) if (%c) {bufferization.manual_deallocation}
  return
}

// -----

func.func @manual_dealloc_on_unregistered_op() {
  // expected-error @+1 {{'foo.op' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  "foo.op"() {bufferization.manual_deallocation} : () -> ()
  return
}
