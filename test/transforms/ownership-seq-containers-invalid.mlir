// RUN: bufopt %s --split-input-file --verify-diagnostics --ownership-based-buffer-deallocation
// What ownership-based-buffer-deallocation refuses for bufopt's sequence take-over ops.

// (Rejected by mlir-opt as well, so the interop test skips this file.)
func.func @undeclared() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  "krnl.seqdealloc"(%nope) : (memref<?xmemref<2xf32>>) -> ()
  return
}
