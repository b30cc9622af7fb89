// Corpus: memref.atomic_rmw (the result is the element's old value),
// memref.prefetch (a hint: no effect on the values) and memref.transpose (a
// view whose sizes and strides are permuted; loads through it read the
// source).
// difftest: leaky-input
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloc() : memref<2x4xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %m[%i, %j] : memref<2x4xf32>
    }
  }
  memref.prefetch %m[%c1, %c1], read, locality<3>, data : memref<2x4xf32>
  %one = arith.constant 1.5 : f32
  %prev = memref.atomic_rmw addf %one, %m[%c0, %c3] : (f32, memref<2x4xf32>) -> f32
  vector.print %prev : f32
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x4xf32> to memref<4x2xf32, strided<[1, 4]>>
  %a = memref.load %t[%c3, %c0] : memref<4x2xf32, strided<[1, 4]>>
  vector.print %a : f32
  %b = memref.load %t[%c2, %c1] : memref<4x2xf32, strided<[1, 4]>>
  vector.print %b : f32
  return
}
