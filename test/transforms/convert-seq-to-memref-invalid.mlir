// RUN: bufopt %s --split-input-file --verify-diagnostics --convert-seq-to-memref
// What convert-seq-to-memref and the Krnl verifiers refuse.

func.func @rank0(%s: memref<memref<2xf32>>) {
  // expected-error@+1 {{convert-seq-to-memref: freeing a memref of memrefs that is not 1-D (its length is unknown) is not supported yet}}
  memref.dealloc %s : memref<memref<2xf32>>
  return
}

// -----

// krnl.seqextract with copy = 0 lends the slot's buffer: read after its
// sequence is freed, it would dangle.
func.func @borrow_after_free(%s: memref<?xmemref<?x3xf32>>, %i: index) -> index {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{convert-seq-to-memref: cannot prove that the buffer krnl.seqextract with copy = 0 lends is no longer used when its sequence is freed (used by 'memref.dim'); use copy = 1}}
  %0 = "krnl.seqextract"(%s, %i) {copy = 0 : ui1} : (memref<?xmemref<?x3xf32>>, index) -> memref<?x3xf32>
  "krnl.seqdealloc"(%s) : (memref<?xmemref<?x3xf32>>) -> ()
  %d = memref.dim %0, %c0 : memref<?x3xf32>
  return %d : index
}

// -----

// ... returned while its sequence is freed in the function.
func.func @borrow_returned(%s: memref<?xmemref<?x3xf32>>, %i: index) -> memref<?x3xf32> {
  // expected-error@+1 {{(used by 'func.return')}}
  %0 = "krnl.seqextract"(%s, %i) {copy = 0 : ui1} : (memref<?xmemref<?x3xf32>>, index) -> memref<?x3xf32>
  memref.dealloc %s : memref<?xmemref<?x3xf32>>
  return %0 : memref<?x3xf32>
}

// -----

// ... a view of it read in a loop after the free (through a cast).
func.func @borrow_view_after_free(%s: memref<?xmemref<?x3xf32>>, %i: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-error@+1 {{(used by 'memref.load')}}
  %0 = "krnl.seqextract"(%s, %i) {copy = 0 : ui1} : (memref<?xmemref<?x3xf32>>, index) -> memref<?x3xf32>
  %v = memref.cast %0 : memref<?x3xf32> to memref<?x?xf32>
  %c = memref.cast %s : memref<?xmemref<?x3xf32>> to memref<?xmemref<?x3xf32>>
  memref.dealloc %c : memref<?xmemref<?x3xf32>>
  scf.for %k = %c0 to %n step %c1 {
    %x = memref.load %v[%c0, %k] : memref<?x?xf32>
  }
  return
}

// -----

// ... freed by the reader, as onnx-mlir's take semantics would: the
// sequence frees it too.
func.func @borrow_freed(%s: memref<?xmemref<?x3xf32>>, %i: index) {
  // expected-error@+1 {{convert-seq-to-memref: the buffer that krnl.seqextract with copy = 0 lends is freed by 'memref.dealloc', but its sequence still owns it (a double free)}}
  %0 = "krnl.seqextract"(%s, %i) {copy = 0 : ui1} : (memref<?xmemref<?x3xf32>>, index) -> memref<?x3xf32>
  memref.dealloc %0 : memref<?x3xf32>
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

// -----

func.func @clone_nested(%s: memref<?xmemref<?xmemref<2xf32>>>) -> memref<?xmemref<?xmemref<2xf32>>> {
  // expected-error@+1 {{'bufferization.clone' op convert-seq-to-memref: cloning a memref of memrefs of memrefs or with a layout is not supported yet}}
  %0 = bufferization.clone %s : memref<?xmemref<?xmemref<2xf32>>> to memref<?xmemref<?xmemref<2xf32>>>
  return %0 : memref<?xmemref<?xmemref<2xf32>>>
}
