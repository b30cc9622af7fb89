func.func @expand_twice(%m: memref<?xf32>, %n: index) -> memref<2x?x7xf32> {
  %k = arith.muli %n, %n : index
  %a = memref.expand_shape %m [[0, 1]] output_shape [2, %k] : memref<?xf32> into memref<2x?xf32>
  %b = memref.expand_shape %a [[0], [1, 2]] output_shape [2, %n, 7] : memref<2x?xf32> into memref<2x?x7xf32>
  return %b : memref<2x?x7xf32>
}
