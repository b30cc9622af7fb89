// Memrefs whose elements are vectors: a buffer of vector<4xf32> rows is
// filled with stores of whole vectors, each row is loaded back, scaled and
// stored into a second buffer, a helper copies between its arguments, and
// the rows are printed with vector.print.  No frees: the deallocation
// pipelines add them.
// difftest: leaky-input
func.func @copy_rows(%src: memref<3xvector<4xf32>>, %dst: memref<3xvector<4xf32>>) {
  memref.copy %src, %dst : memref<3xvector<4xf32>> to memref<3xvector<4xf32>>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %base = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %step = arith.constant dense<0.5> : vector<4xf32>
  %a = memref.alloc() : memref<3xvector<4xf32>>
  %last = scf.for %i = %c0 to %c3 step %c1 iter_args(%v = %base) -> (vector<4xf32>) {
    memref.store %v, %a[%i] : memref<3xvector<4xf32>>
    %n = arith.addf %v, %step : vector<4xf32>
    scf.yield %n : vector<4xf32>
  }
  %b = memref.alloc() : memref<3xvector<4xf32>>
  scf.for %i = %c0 to %c3 step %c1 {
    %r = memref.load %a[%i] : memref<3xvector<4xf32>>
    %s = arith.mulf %r, %r : vector<4xf32>
    memref.store %s, %b[%i] : memref<3xvector<4xf32>>
  }
  %c = memref.alloc() : memref<3xvector<4xf32>>
  call @copy_rows(%b, %c) : (memref<3xvector<4xf32>>, memref<3xvector<4xf32>>) -> ()
  %n = memref.dim %c, %c0 : memref<3xvector<4xf32>>
  vector.print %n : index
  scf.for %i = %c0 to %c3 step %c1 {
    %r = memref.load %c[%i] : memref<3xvector<4xf32>>
    vector.print %r : vector<4xf32>
  }
  vector.print %last : vector<4xf32>
  return
}
