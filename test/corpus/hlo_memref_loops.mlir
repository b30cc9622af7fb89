// difftest: leaky-input
// Corpus (memref, no frees: the deallocation pipelines must add them): a
// loop that allocates a temporary each iteration, a loop that replaces its
// carried buffer each iteration (a new buffer from the previous one), and a
// nested loop carrying a buffer through an inner loop.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %one = arith.constant 1.0 : f32
  %acc = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %one, %acc[%i] : memref<4xf32>
  }
  // A temporary per iteration.
  scf.for %k = %c0 to %c6 step %c1 {
    %t = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %v = memref.load %acc[%i] : memref<4xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %t[%i] : memref<4xf32>
    }
    scf.for %i = %c0 to %c4 step %c1 {
      %v = memref.load %t[%i] : memref<4xf32>
      %w = arith.subf %v, %one : f32
      memref.store %w, %acc[%i] : memref<4xf32>
    }
  }
  // The carried buffer is replaced every iteration.
  %r = scf.for %k = %c0 to %c6 step %c1 iter_args(%b = %acc) -> memref<4xf32> {
    %n = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %j = arith.remui %ip, %c4 : index
      %u = memref.load %b[%i] : memref<4xf32>
      %v = memref.load %b[%j] : memref<4xf32>
      %s = arith.addf %u, %v : f32
      memref.store %s, %n[%i] : memref<4xf32>
    }
    scf.yield %n : memref<4xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %r[%i] : memref<4xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  // Nested: the outer loop carries a buffer through an inner loop that
  // replaces it.
  %q = scf.for %k = %c0 to %c4 step %c1 iter_args(%b = %r) -> memref<4xf32> {
    %in = scf.for %l = %c0 to %c4 step %c1 iter_args(%c = %b) -> memref<4xf32> {
      %n = memref.alloc() : memref<4xf32>
      scf.for %i = %c0 to %c4 step %c1 {
        %v = memref.load %c[%i] : memref<4xf32>
        %w = arith.mulf %v, %one : f32
        %x = arith.addf %w, %one : f32
        memref.store %x, %n[%i] : memref<4xf32>
      }
      scf.yield %n : memref<4xf32>
    }
    scf.yield %in : memref<4xf32>
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %q[%i] : memref<4xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  return
}
