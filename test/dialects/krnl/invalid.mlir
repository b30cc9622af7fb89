// RUN: bufopt %s --split-input-file --verify-diagnostics
// What the Krnl sequence ops' verifiers refuse (ODS-style messages, as
// onnx-mlir's generated verifiers; the type rules are bufopt's: a
// sequence is a 1-D memref of memrefs).  copy = 0 is accepted (a borrow:
// krnl-seq-borrow.mlir).

func.func @copy_attr(%s: memref<?xmemref<3xf32>>, %i: index) {
  // expected-error@+1 {{'krnl.seqextract' op attribute 'copy' failed to satisfy constraint: 1-bit unsigned integer attribute}}
  %0 = "krnl.seqextract"(%s, %i) {copy = "yes"} : (memref<?xmemref<3xf32>>, index) -> memref<3xf32>
  return
}

// -----

// (an i64 is no ui1)
func.func @copy_width(%s: memref<?xmemref<3xf32>>, %i: index) {
  // expected-error@+1 {{'krnl.seqextract' op attribute 'copy' failed to satisfy constraint: 1-bit unsigned integer attribute}}
  %0 = "krnl.seqextract"(%s, %i) {copy = 0 : i64} : (memref<?xmemref<3xf32>>, index) -> memref<3xf32>
  return
}

// -----

func.func @extract_container(%s: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'krnl.seqextract' op operand #0 must be 1-D memref of memrefs, but got 'memref<?xf32>'}}
  %0 = "krnl.seqextract"(%s, %i) : (memref<?xf32>, index) -> memref<3xf32>
  return
}

// -----

func.func @insert_result(%s: memref<?xmemref<3xf32>>, %e: memref<3xf32>, %i: index, %o: i1) {
  // expected-error@+1 {{'krnl.seqinsert_move' op the result must have the type of the input sequence}}
  %0 = "krnl.seqinsert_move"(%s, %e, %i, %o) : (memref<?xmemref<3xf32>>, memref<3xf32>, index, i1) -> memref<?xmemref<?xf32>>
  return
}

// -----

func.func @insert_elem(%s: memref<?xmemref<3xf32>>, %e: memref<3xi32>, %i: index, %o: i1) {
  // expected-error@+1 {{'krnl.seqinsert_move' op element type 'memref<3xi32>' cannot be stored into a sequence of 'memref<3xf32>'}}
  %0 = "krnl.seqinsert_move"(%s, %e, %i, %o) : (memref<?xmemref<3xf32>>, memref<3xi32>, index, i1) -> memref<?xmemref<3xf32>>
  return
}

// -----

func.func @erase_result(%s: memref<?xmemref<3xf32>>, %i: index, %o: i1) {
  // expected-error@+1 {{'krnl.seqerase_move' op the result must have the type of the input sequence}}
  %0 = "krnl.seqerase_move"(%s, %i, %o) : (memref<?xmemref<3xf32>>, index, i1) -> memref<4xmemref<3xf32>>
  return
}

// -----

func.func @dealloc_operand(%s: memref<?xf32>) {
  // expected-error@+1 {{'krnl.seqdealloc' op operand #0 must be 1-D memref of memrefs, but got 'memref<?xf32>'}}
  "krnl.seqdealloc"(%s) : (memref<?xf32>) -> ()
  return
}

// -----

func.func @store_index(%e: memref<3xf32>, %s: memref<?xmemref<3xf32>>, %i: i64) {
  // expected-error@+1 {{'krnl.seqstore' op operand #2 must be index, but got 'i64'}}
  "krnl.seqstore"(%e, %s, %i) : (memref<3xf32>, memref<?xmemref<3xf32>>, i64) -> ()
  return
}

// -----

func.func @alloc_index(%n: i64) {
  // expected-error@+1 {{'krnl.seqalloc' op operand #0 must be index, but got 'i64'}}
  %0 = "krnl.seqalloc"(%n) : (i64) -> memref<?xmemref<3xf32>>
  return
}

// -----

func.func @alloc_2d(%n: index) {
  // expected-error@+1 {{'krnl.seqalloc' op result #0 must be 1-D memref of memrefs, but got 'memref<?x?xmemref<3xf32>>'}}
  %0 = "krnl.seqalloc"(%n, %n) : (index, index) -> memref<?x?xmemref<3xf32>>
  return
}

// -----

func.func @extract_count(%s: memref<?xmemref<3xf32>>) {
  // expected-error@+1 {{'krnl.seqextract' op expected 2 operands, but found 1}}
  %0 = "krnl.seqextract"(%s) : (memref<?xmemref<3xf32>>) -> memref<3xf32>
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
