// RUN: bufopt %s --run=ok --heap-report 2>&1 | FileCheck %s --check-prefix=OK
// RUN: bufopt %s --run=moves --heap-report 2>&1 | FileCheck %s --check-prefix=MOVES
// RUN: bufopt %s --run=copies --heap-report 2>&1 | FileCheck %s --check-prefix=COPIES
// RUN: not bufopt %s --run=leak 2>&1 | FileCheck %s --check-prefix=LEAK
// RUN: not bufopt %s --run=two_slots 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not bufopt %s --run=dangling 2>&1 | FileCheck %s --check-prefix=DANGLING
// RUN: not bufopt %s --run=unset 2>&1 | FileCheck %s --check-prefix=UNSET
// RUN: not bufopt %s --run=unset_load 2>&1 | FileCheck %s --check-prefix=UNSET-LOAD
// RUN: not bufopt %s --run=clone 2>&1 | FileCheck %s --check-prefix=CLONE
// Memrefs of memrefs in the interpreter: a slot holds its element's
// descriptor; the checked heap sees a leaked element, a buffer freed
// through two slots, a read through a dangling element and a free of a slot
// never written.  A descriptor of a rank-2 memref is 7 words (56 bytes); an
// array of them gets one more for alignment, as MLIR's lowering does.

// OK-DAG: 5
// OK-DAG: heap: allocs=4 frees=4 peak_bytes=176 leaked_bytes=0 copied_bytes=64 errors=0
func.func @ok() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 5.0 : f32
  %s = "krnl.seqalloc"(%c1) : (index) -> memref<?xmemref<2x4xf32>>
  %e = memref.alloc() : memref<2x4xf32>
  linalg.fill ins(%f : f32) outs(%e : memref<2x4xf32>)
  "krnl.seqstore"(%e, %s, %c0) : (memref<2x4xf32>, memref<?xmemref<2x4xf32>>, index) -> ()
  memref.dealloc %e : memref<2x4xf32>
  %x = "krnl.seqextract"(%s, %c0) : (memref<?xmemref<2x4xf32>>, index) -> memref<2x4xf32>
  "krnl.seqdealloc"(%s) : (memref<?xmemref<2x4xf32>>) -> ()
  %v = memref.load %x[%c1, %c1] : memref<2x4xf32>
  vector.print %v : f32
  memref.dealloc %x : memref<2x4xf32>
  return
}

// A shallow free of the container leaks its element.
// LEAK: seq-containers.mlir:[[@LINE+5]]:8: error: leak: 32 bytes allocated here are never freed
func.func @leak() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.alloc(%c1) : memref<?xmemref<2x4xf32>>
  %e = memref.alloc() : memref<2x4xf32>
  memref.store %e, %s[%c0] : memref<?xmemref<2x4xf32>>
  memref.dealloc %s : memref<?xmemref<2x4xf32>>
  return
}

// One buffer in two slots: the deep free frees it twice.
// TWO: error: 'krnl.seqdealloc' op double free
func.func @two_slots() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = "krnl.seqalloc"(%c2) : (index) -> memref<?xmemref<2x4xf32>>
  %e = memref.alloc() : memref<2x4xf32>
  memref.store %e, %s[%c0] : memref<?xmemref<2x4xf32>>
  memref.store %e, %s[%c1] : memref<?xmemref<2x4xf32>>
  "krnl.seqdealloc"(%s) : (memref<?xmemref<2x4xf32>>) -> ()
  return
}

// The element is freed while the container still holds it.
// DANGLING: error: 'memref.load' op uses memory after it was freed
func.func @dangling() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.alloc(%c1) : memref<?xmemref<2x4xf32>>
  %e = memref.alloc() : memref<2x4xf32>
  memref.store %e, %s[%c0] : memref<?xmemref<2x4xf32>>
  memref.dealloc %e : memref<2x4xf32>
  %x = memref.load %s[%c0] : memref<?xmemref<2x4xf32>>
  %v = memref.load %x[%c0, %c0] : memref<2x4xf32>
  memref.dealloc %s : memref<?xmemref<2x4xf32>>
  return
}

// UNSET: error: 'krnl.seqdealloc' op reads a slot of the sequence that was never stored
func.func @unset() {
  %c2 = arith.constant 2 : index
  %s = "krnl.seqalloc"(%c2) : (index) -> memref<?xmemref<2x4xf32>>
  "krnl.seqdealloc"(%s) : (memref<?xmemref<2x4xf32>>) -> ()
  return
}

// UNSET-LOAD: error: 'memref.load' op
func.func @unset_load() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %s = memref.alloc(%c2) : memref<?xmemref<2x4xf32>>
  %x = memref.load %s[%c0] : memref<?xmemref<2x4xf32>>
  memref.dealloc %s : memref<?xmemref<2x4xf32>>
  return
}

// bufopt's take-over ops: [a, b] -> insert c at 1 -> [a, c, b] -> erase 0
// -> [c, b]; slots move, the erased element and the old arrays are freed.
// MOVES-DAG: 3
// MOVES-DAG: 2
// MOVES-DAG: heap: allocs=7 frees=7
func.func @moves() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %c = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f1 : f32) outs(%a : memref<2xf32>)
  linalg.fill ins(%f2 : f32) outs(%b : memref<2xf32>)
  linalg.fill ins(%f3 : f32) outs(%c : memref<2xf32>)
  %s = memref.alloc(%c2) : memref<?xmemref<2xf32>>
  memref.store %a, %s[%c0] : memref<?xmemref<2xf32>>
  memref.store %b, %s[%c1] : memref<?xmemref<2xf32>>
  %true = arith.constant true
  %s1 = "krnl.seqinsert_move"(%s, %c, %c1, %true) : (memref<?xmemref<2xf32>>, memref<2xf32>, index, i1) -> memref<?xmemref<2xf32>>
  memref.dealloc %c : memref<2xf32>
  %s2 = "krnl.seqerase_move"(%s1, %c0, %true) : (memref<?xmemref<2xf32>>, index, i1) -> memref<?xmemref<2xf32>>
  %x = memref.load %s2[%c0] : memref<?xmemref<2xf32>>
  %v = memref.load %x[%c0] : memref<2xf32>
  vector.print %v : f32
  %y = memref.load %s2[%c1] : memref<?xmemref<2xf32>>
  %w = memref.load %y[%c1] : memref<2xf32>
  vector.print %w : f32
  "krnl.seqdealloc"(%s2) : (memref<?xmemref<2xf32>>) -> ()
  return
}

// The same ops when they do not own their input (owned = false): the slots
// are copied (2 x 8 bytes, then 2 x 8, plus the inserted 8), the input and
// its elements stay the caller's, freed by it.
// COPIES-DAG: {{^}}3{{$}}
// COPIES-DAG: {{^}}1{{$}}
// COPIES-DAG: heap: allocs=11 frees=11 peak_bytes={{[0-9]+}} leaked_bytes=0 copied_bytes=40 errors=0
func.func @copies() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %c = memref.alloc() : memref<2xf32>
  linalg.fill ins(%f1 : f32) outs(%a : memref<2xf32>)
  linalg.fill ins(%f2 : f32) outs(%b : memref<2xf32>)
  linalg.fill ins(%f3 : f32) outs(%c : memref<2xf32>)
  %s = memref.alloc(%c2) : memref<?xmemref<2xf32>>
  memref.store %a, %s[%c0] : memref<?xmemref<2xf32>>
  memref.store %b, %s[%c1] : memref<?xmemref<2xf32>>
  %false = arith.constant false
  %s1 = "krnl.seqinsert_move"(%s, %c, %c1, %false) : (memref<?xmemref<2xf32>>, memref<2xf32>, index, i1) -> memref<?xmemref<2xf32>>
  memref.dealloc %c : memref<2xf32>
  %s2 = "krnl.seqerase_move"(%s1, %c0, %false) : (memref<?xmemref<2xf32>>, index, i1) -> memref<?xmemref<2xf32>>
  %x = memref.load %s2[%c0] : memref<?xmemref<2xf32>>
  %v = memref.load %x[%c0] : memref<2xf32>
  vector.print %v : f32
  %y = memref.load %s[%c0] : memref<?xmemref<2xf32>>
  %w = memref.load %y[%c1] : memref<2xf32>
  vector.print %w : f32
  "krnl.seqdealloc"(%s) : (memref<?xmemref<2xf32>>) -> ()
  "krnl.seqdealloc"(%s1) : (memref<?xmemref<2xf32>>) -> ()
  "krnl.seqdealloc"(%s2) : (memref<?xmemref<2xf32>>) -> ()
  return
}

// A clone of a container (shallow: its slots would be shared, not owned)
// is refused at run time (the interpreter crashed on it before);
// convert-seq-to-memref turns the clones deallocation makes into deep copies.
// CLONE: error: 'bufferization.clone' op copying a memref of memrefs is not supported yet
func.func @clone() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.alloc(%c1) : memref<?xmemref<2xf32>>
  %e = memref.alloc() : memref<2xf32>
  memref.store %e, %s[%c0] : memref<?xmemref<2xf32>>
  %t = bufferization.clone %s : memref<?xmemref<2xf32>> to memref<?xmemref<2xf32>>
  "krnl.seqdealloc"(%s) : (memref<?xmemref<2xf32>>) -> ()
  "krnl.seqdealloc"(%t) : (memref<?xmemref<2xf32>>) -> ()
  return
}
