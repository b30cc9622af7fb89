// difftest: leaky-input
// difftest-skip: one-shot+dealloc+runner one-shot-no-boundaries+dealloc upstream
// Corpus (memref, no frees): a memref of memrefs (a container, what a
// sequence lowers to) filled with buffers moved into its slots by
// memref.store, one of them made in a loop; elements are read back through
// memref.load (a borrow: the container stays alive while they are used)
// after the container went through a loop as an iteration argument.
// Freeing the container must free its elements (a deep free): no leak, no
// double free.  Upstream's pipelines free the container shallowly (skipped).
func.func @fill(%c: memref<?xmemref<2xf32>>, %i: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = memref.alloc() : memref<2xf32>
  memref.store %v, %b[%c0] : memref<2xf32>
  %w = arith.addf %v, %v : f32
  memref.store %w, %b[%c1] : memref<2xf32>
  memref.store %b, %c[%i] : memref<?xmemref<2xf32>>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f1 = arith.constant 1.5 : f32
  %c = memref.alloc(%c3) : memref<?xmemref<2xf32>>
  scf.for %i = %c0 to %c3 step %c1 {
    %fi = arith.index_cast %i : index to i32
    %f = arith.sitofp %fi : i32 to f32
    %v = arith.addf %f, %f1 : f32
    func.call @fill(%c, %i, %v) : (memref<?xmemref<2xf32>>, index, f32) -> ()
  }
  %e0 = memref.load %c[%c0] : memref<?xmemref<2xf32>>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %c) -> (memref<?xmemref<2xf32>>) {
    %e = memref.load %t[%i] : memref<?xmemref<2xf32>>
    %x = memref.load %e[%c1] : memref<2xf32>
    vector.print %x : f32
    scf.yield %t : memref<?xmemref<2xf32>>
  }
  %y = memref.load %e0[%c0] : memref<2xf32>
  vector.print %y : f32
  %n = memref.dim %r, %c0 : memref<?xmemref<2xf32>>
  vector.print %n : index
  return
}
