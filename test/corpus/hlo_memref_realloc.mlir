// difftest: leaky-input
// Corpus (memref, no frees): a growing buffer carried by a loop and
// reallocated inside scf.if when full (the realloc consumes the old
// buffer: implicit capture), then a final copy-out.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %init = memref.alloc(%c2) : memref<?xi32>
  %r:2 = scf.for %i = %c0 to %c9 step %c1 iter_args(%buf = %init, %cap = %c2) -> (memref<?xi32>, index) {
    %full = arith.cmpi eq, %i, %cap : index
    %nb:2 = scf.if %full -> (memref<?xi32>, index) {
      %ncap = arith.muli %cap, %c2 : index
      %g = memref.realloc %buf(%ncap) : memref<?xi32> to memref<?xi32>
      scf.yield %g, %ncap : memref<?xi32>, index
    } else {
      scf.yield %buf, %cap : memref<?xi32>, index
    }
    %v = arith.index_cast %i : index to i32
    %sq = arith.muli %v, %v : i32
    memref.store %sq, %nb#0[%i] : memref<?xi32>
    scf.yield %nb#0, %nb#1 : memref<?xi32>, index
  }
  vector.print %r#1 : index
  scf.for %i = %c0 to %c9 step %c1 {
    %v = memref.load %r#0[%i] : memref<?xi32>
    vector.print %v : i32 punctuation <comma>
  }
  vector.print str "\n"
  return
}
