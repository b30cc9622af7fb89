// RUN: bufopt %s --split-input-file --verify-diagnostics --convert-seq-to-memref
// What convert-seq-to-memref and the Krnl verifiers refuse.

func.func @rank0(%s: memref<memref<2xf32>>) {
  // expected-error@+1 {{convert-seq-to-memref: freeing a memref of memrefs that is not 1-D (its length is unknown) is not supported yet}}
  memref.dealloc %s : memref<memref<2xf32>>
  return
}

// -----

func.func @nocopy(%s: memref<?xmemref<?x3xf32>>, %i: index) {
  // expected-error@+1 {{'krnl.seqextract' op copy = 0 (taking a slot's buffer out of a sequence that owns it) is not supported yet}}
  %0 = "krnl.seqextract"(%s, %i) {copy = 0 : ui1} : (memref<?xmemref<?x3xf32>>, index) -> memref<?x3xf32>
  return
}

// -----

func.func @store_rank(%e: memref<3xf32>, %s: memref<?xmemref<?x3xf32>>, %i: index) {
  // expected-error@+1 {{'krnl.seqstore' op element type 'memref<3xf32>' cannot be stored into a sequence of 'memref<?x3xf32>'}}
  "krnl.seqstore"(%e, %s, %i) : (memref<3xf32>, memref<?xmemref<?x3xf32>>, index) -> ()
  return
}

// -----

func.func @alloc_len() {
  // expected-error@+1 {{'krnl.seqalloc' op a sequence of dynamic length needs its length operand}}
  %0 = "krnl.seqalloc"() : () -> memref<?xmemref<?x3xf32>>
  return
}

// -----

func.func @alloc_type(%n: index) {
  // expected-error@+1 {{'krnl.seqalloc' op result #0 must be 1-D memref of memrefs, but got 'memref<?xf32>'}}
  %0 = "krnl.seqalloc"(%n) : (index) -> memref<?xf32>
  return
}

// -----

func.func @extract_type(%s: memref<?xmemref<?x3xf32>>, %i: index) {
  // expected-error@+1 {{'krnl.seqextract' op result type 'memref<3x3xf32>' is not the sequence's element type 'memref<?x3xf32>'}}
  %0 = "krnl.seqextract"(%s, %i) : (memref<?xmemref<?x3xf32>>, index) -> memref<3x3xf32>
  return
}

// -----

// (Rejected by mlir-opt as well, so the interop test skips this file: the
// Krnl ops are unregistered there and their errors are bufopt's own.)
func.func @undeclared() {
  // expected-error@+1 {{use of undeclared SSA value name}}
  "krnl.seqdealloc"(%nope) : (memref<?xmemref<?x3xf32>>) -> ()
  return
}

// -----

func.func @move_owned_flag(%s: memref<?xmemref<2xf32>>, %p: index) {
  // expected-error@+1 {{'krnl.seqerase_move' op operand #2 must be i1, but got 'index'}}
  %0 = "krnl.seqerase_move"(%s, %p, %p) : (memref<?xmemref<2xf32>>, index, index) -> memref<?xmemref<2xf32>>
  return
}
