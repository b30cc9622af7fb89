// The general lowering adds a private function @dealloc_helper to the
// module; a module that defines that symbol already is rejected rather
// than given a second definition.
// RUN: bufopt %s --verify-diagnostics --bufferization-lower-deallocations

func.func private @dealloc_helper()

func.func @two(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{bufferization-lower-deallocations: the module defines @dealloc_helper already}}
  bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%c, %c)
  return
}
