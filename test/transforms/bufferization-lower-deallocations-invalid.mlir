// A dealloc of several memrefs needs upstream's generic helper function
// (pointer tables and a loop), which bufopt does not generate yet: the op
// is rejected rather than lowered wrongly.  buffer-deallocation-
// simplification splits such deallocs whenever the memrefs are known to be
// different buffers.
// RUN: bufopt %s --verify-diagnostics --bufferization-lower-deallocations

func.func @two(%a: memref<4xf32>, %b: memref<4xf32>, %c: i1) {
  // expected-error @+1 {{bufferization-lower-deallocations: 2 memrefs need the generic helper function, which is not supported yet}}
  bufferization.dealloc (%a, %b : memref<4xf32>, memref<4xf32>) if (%c, %c)
  return
}
