// difftest: leaky-input
// Corpus (memref, no frees): a function with cf branches (several blocks:
// hlo-deallocation-pipeline deallocates it with the ownership-based passes)
// calling single-block functions that hlo-deallocate handles: one hands
// over a fresh buffer, one returns its argument (not handed over: the
// caller must not free it twice).
func.func @make(%v: f32) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<2xf32>
  return %a : memref<2xf32>
}

func.func @pass(%m: memref<2xf32>) -> memref<2xf32> {
  return %m : memref<2xf32>
}

func.func @pick(%c: i1, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^a, ^b
^a:
  %m = func.call @make(%v) : (f32) -> memref<2xf32>
  %x = memref.load %m[%c0] : memref<2xf32>
  cf.br ^e(%x : f32)
^b:
  %n = memref.alloc() : memref<2xf32>
  %w = arith.addf %v, %v : f32
  memref.store %w, %n[%c0] : memref<2xf32>
  %p = func.call @pass(%n) : (memref<2xf32>) -> memref<2xf32>
  %y = memref.load %p[%c0] : memref<2xf32>
  cf.br ^e(%y : f32)
^e(%r: f32):
  return %r : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %v = arith.constant 2.5 : f32
  %a = func.call @pick(%t, %v) : (i1, f32) -> f32
  %b = func.call @pick(%f, %v) : (i1, f32) -> f32
  vector.print %a : f32
  vector.print %b : f32
  return
}
