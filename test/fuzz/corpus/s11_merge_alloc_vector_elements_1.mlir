func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2xvector<3xf32>>
  %b = memref.alloc() : memref<2xvector<3xf32>>
  %c = memref.alloc() : memref<2xvector<3xf32>>
  %d = memref.alloc() : memref<1xvector<2x2xf64>>
  %v1 = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %v2 = arith.constant dense<[4.0, 5.0, 6.0]> : vector<3xf32>
  %w = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf64>
  memref.store %v1, %a[%c0] : memref<2xvector<3xf32>>
  memref.store %v2, %a[%c1] : memref<2xvector<3xf32>>
  memref.store %v2, %b[%c0] : memref<2xvector<3xf32>>
  memref.store %v1, %b[%c1] : memref<2xvector<3xf32>>
  memref.store %w, %d[%c0] : memref<1xvector<2x2xf64>>
  %x0 = memref.load %a[%c0] : memref<2xvector<3xf32>>
  %y0 = memref.load %b[%c0] : memref<2xvector<3xf32>>
  %x1 = memref.load %a[%c1] : memref<2xvector<3xf32>>
  %y1 = memref.load %b[%c1] : memref<2xvector<3xf32>>
  %s0 = arith.addf %x0, %y0 : vector<3xf32>
  %s1 = arith.mulf %x1, %y1 : vector<3xf32>
  memref.store %s0, %c[%c0] : memref<2xvector<3xf32>>
  memref.store %s1, %c[%c1] : memref<2xvector<3xf32>>
  %p0 = memref.load %c[%c0] : memref<2xvector<3xf32>>
  %p1 = memref.load %c[%c1] : memref<2xvector<3xf32>>
  %q = memref.load %d[%c0] : memref<1xvector<2x2xf64>>
  vector.print %p0 : vector<3xf32>
  vector.print %p1 : vector<3xf32>
  vector.print %q : vector<2x2xf64>
  memref.dealloc %a : memref<2xvector<3xf32>>
  memref.dealloc %b : memref<2xvector<3xf32>>
  memref.dealloc %c : memref<2xvector<3xf32>>
  memref.dealloc %d : memref<1xvector<2x2xf64>>
  return
}
