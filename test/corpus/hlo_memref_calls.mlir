// difftest: leaky-input
// Corpus (memref, no frees): functions that return a fresh buffer, one of
// their arguments, or either (chosen at run time), called in sequence;
// scf.if branches that yield fresh or existing buffers, nested.
func.func @fresh(%x: memref<4xf32>, %s: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %x[%i] : memref<4xf32>
    %w = arith.addf %v, %s : f32
    memref.store %w, %n[%i] : memref<4xf32>
  }
  return %n : memref<4xf32>
}
func.func @same(%x: memref<4xf32>) -> memref<4xf32> {
  return %x : memref<4xf32>
}
func.func @either(%c: i1, %x: memref<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> memref<4xf32> {
    %one = arith.constant 1.0 : f32
    %n = func.call @fresh(%x, %one) : (memref<4xf32>, f32) -> memref<4xf32>
    scf.yield %n : memref<4xf32>
  } else {
    scf.yield %x : memref<4xf32>
  }
  return %r : memref<4xf32>
}
func.func @show(%x: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %x[%i] : memref<4xf32>
    vector.print %v : f32 punctuation <comma>
  }
  vector.print str "\n"
  return
}
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %t = arith.constant true
  %f = arith.constant false
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %v = arith.index_cast %i : index to i32
    %w = arith.sitofp %v : i32 to f32
    memref.store %w, %a[%i] : memref<4xf32>
  }
  %b = func.call @fresh(%a, %two) : (memref<4xf32>, f32) -> memref<4xf32>
  %c = func.call @same(%b) : (memref<4xf32>) -> memref<4xf32>
  %d = func.call @either(%t, %c) : (i1, memref<4xf32>) -> memref<4xf32>
  %e = func.call @either(%f, %d) : (i1, memref<4xf32>) -> memref<4xf32>
  func.call @show(%e) : (memref<4xf32>) -> ()
  // Nested branches yielding a fresh buffer or an existing one.
  %g = scf.if %t -> memref<4xf32> {
    %h = scf.if %f -> memref<4xf32> {
      scf.yield %a : memref<4xf32>
    } else {
      %n = func.call @fresh(%e, %two) : (memref<4xf32>, f32) -> memref<4xf32>
      scf.yield %n : memref<4xf32>
    }
    scf.yield %h : memref<4xf32>
  } else {
    scf.yield %b : memref<4xf32>
  }
  func.call @show(%g) : (memref<4xf32>) -> ()
  func.call @show(%a) : (memref<4xf32>) -> ()
  return
}
