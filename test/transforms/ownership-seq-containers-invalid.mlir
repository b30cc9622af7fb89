// RUN: bufopt %s --split-input-file --verify-diagnostics --ownership-based-buffer-deallocation
// What ownership-based-buffer-deallocation refuses for bufopt's sequence take-over ops.

// (Rejected by mlir-opt as well, so the interop test skips this file.)
func.func @undeclared() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  "krnl.seqdealloc"(%nope) : (memref<?xmemref<2xf32>>) -> ()
  return
}

// -----

// The container taken over comes out of memref.reshape, which the pass does
// not describe: its result may alias both memref operands (upstream's
// populateRemainingOwnerships), the container and the shape, each owned
// through its own allocation: two different ownerships, so the one of %r
// is unknown and the take-over cannot be handed a bit.
func.func @unknown_ownership(%e: memref<2xf32>) -> index {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  %c = "krnl.seqalloc"(%c1) : (index) -> memref<?xmemref<2xf32>>
  %shape = memref.alloc() : memref<1xindex>
  memref.store %c1, %shape[%c0] : memref<1xindex>
  %r = memref.reshape %c(%shape) : (memref<?xmemref<2xf32>>, memref<1xindex>) -> memref<?xmemref<2xf32>>
  // expected-error@+1 {{'krnl.seqinsert_move' op ownership-based-buffer-deallocation: taking over a buffer whose ownership is unknown is not supported yet}}
  %m = "krnl.seqinsert_move"(%r, %e, %c0, %true) : (memref<?xmemref<2xf32>>, memref<2xf32>, index, i1) -> memref<?xmemref<2xf32>>
  %n = memref.dim %m, %c0 : memref<?xmemref<2xf32>>
  return %n : index
}
