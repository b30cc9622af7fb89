// RUN: bufopt %s --split-input-file --verify-diagnostics --ownership-based-buffer-deallocation
// What ownership-based-buffer-deallocation refuses for bufopt's sequence take-over ops.

// Taking over a sequence the block does not own (an argument): refused.
func.func @take_borrowed(%s: memref<?xmemref<2xf32>>, %p: index) -> memref<?xmemref<2xf32>> {
  // expected-error@+1 {{'krnl.seqerase_move' op ownership-based-buffer-deallocation: taking over a buffer that this block does not own for sure is not supported yet}}
  %0 = "krnl.seqerase_move"(%s, %p) : (memref<?xmemref<2xf32>>, index) -> memref<?xmemref<2xf32>>
  return %0 : memref<?xmemref<2xf32>>
}

// -----

// (Rejected by mlir-opt as well, so the interop test skips this file.)
func.func @undeclared() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  "krnl.seqdealloc"(%nope) : (memref<?xmemref<2xf32>>) -> ()
  return
}
