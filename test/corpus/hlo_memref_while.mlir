// difftest: leaky-input
// Corpus (memref, no frees): scf.while ping-pong between two buffers (the
// roles swap every iteration, the condition reads the data), and a while
// whose before region allocates a fresh buffer each time.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %half = arith.constant 0.5 : f32
  %limit = arith.constant 1.5 : f32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %z = arith.constant 0.0 : f32
  %e = arith.constant 8.0 : f32
  memref.store %z, %a[%c0] : memref<4xf32>
  memref.store %e, %a[%c1] : memref<4xf32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  memref.store %z, %a[%c2] : memref<4xf32>
  memref.store %e, %a[%c3] : memref<4xf32>
  %r:3 = scf.while (%x = %a, %y = %b, %n = %c0) : (memref<4xf32>, memref<4xf32>, index) -> (memref<4xf32>, memref<4xf32>, index) {
    %v = memref.load %x[%c1] : memref<4xf32>
    %big = arith.cmpf ogt, %v, %limit : f32
    %few = arith.cmpi ult, %n, %c3 : index
    %go = arith.andi %big, %few : i1
    scf.condition(%go) %x, %y, %n : memref<4xf32>, memref<4xf32>, index
  } do {
  ^bb0(%x: memref<4xf32>, %y: memref<4xf32>, %n: index):
    scf.for %i = %c0 to %c4 step %c1 {
      %ip = arith.addi %i, %c1 : index
      %j = arith.remui %ip, %c4 : index
      %u = memref.load %x[%i] : memref<4xf32>
      %v = memref.load %x[%j] : memref<4xf32>
      %s = arith.addf %u, %v : f32
      %m = arith.mulf %s, %half : f32
      %k = arith.remui %n, %c4 : index
      %t = arith.addf %m, %z : f32
      memref.store %t, %y[%i] : memref<4xf32>
    }
    %n2 = arith.addi %n, %c1 : index
    scf.yield %y, %x, %n2 : memref<4xf32>, memref<4xf32>, index
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %r#0[%i] : memref<4xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  vector.print %r#2 : index
  // A fresh buffer made in the before region, consumed in the after region.
  %w:2 = scf.while (%acc = %r#1, %n = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
    %f = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %v = memref.load %acc[%i] : memref<4xf32>
      %s = arith.addf %v, %half : f32
      memref.store %s, %f[%i] : memref<4xf32>
    }
    %go = arith.cmpi ult, %n, %c3 : index
    scf.condition(%go) %f, %n : memref<4xf32>, index
  } do {
  ^bb0(%f: memref<4xf32>, %n: index):
    %n2 = arith.addi %n, %c1 : index
    scf.yield %f, %n2 : memref<4xf32>, index
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %w#0[%i] : memref<4xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  // Both regions make a new buffer from the one they get.
  %v:2 = scf.while (%acc = %w#0, %n = %c0) : (memref<4xf32>, index) -> (memref<4xf32>, index) {
    %f = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %x = memref.load %acc[%i] : memref<4xf32>
      %s = arith.mulf %x, %half : f32
      memref.store %s, %f[%i] : memref<4xf32>
    }
    %go = arith.cmpi ult, %n, %c3 : index
    scf.condition(%go) %f, %n : memref<4xf32>, index
  } do {
  ^bb0(%f: memref<4xf32>, %n: index):
    %g = memref.alloc() : memref<4xf32>
    scf.for %i = %c0 to %c4 step %c1 {
      %x = memref.load %f[%i] : memref<4xf32>
      %ii = arith.index_cast %i : index to i32
      %fi = arith.sitofp %ii : i32 to f32
      %s = arith.addf %x, %fi : f32
      memref.store %s, %g[%i] : memref<4xf32>
    }
    %n2 = arith.addi %n, %c1 : index
    scf.yield %g, %n2 : memref<4xf32>, index
  }
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %v#0[%i] : memref<4xf32>
    vector.print %x : f32 punctuation <comma>
  }
  vector.print str "\n"
  return
}
