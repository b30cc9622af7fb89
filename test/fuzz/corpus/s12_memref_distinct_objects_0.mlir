func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<2x3xi32>
  %x, %y = memref.distinct_objects %a, %b : memref<4xf32>, memref<2x3xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %h = arith.constant 0.5 : f32
    %v = arith.addf %f, %h : f32
    memref.store %v, %x[%i] : memref<4xf32>
  }
  %seven = arith.constant 7 : i32
  %minus = arith.constant -2 : i32
  memref.store %seven, %y[%c1, %c0] : memref<2x3xi32>
  memref.store %minus, %y[%c0, %c1] : memref<2x3xi32>
  %s = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %d = memref.cast %b : memref<2x3xi32> to memref<?x3xi32>
  %s2, %d2 = memref.distinct_objects %s, %d : memref<2xf32, strided<[1], offset: 1>>, memref<?x3xi32>
  %l0 = memref.load %s2[%c1] : memref<2xf32, strided<[1], offset: 1>>
  %l1 = memref.load %a[%c0] : memref<4xf32>
  %m0 = memref.load %d2[%c1, %c0] : memref<?x3xi32>
  %m1 = memref.load %b[%c0, %c1] : memref<2x3xi32>
  vector.print %l0 : f32
  vector.print %l1 : f32
  vector.print %m0 : i32
  vector.print %m1 : i32
  return
}
