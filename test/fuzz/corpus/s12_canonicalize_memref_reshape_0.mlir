func.func @collapse_twice(%m: memref<2x3x?x5xf32>) -> memref<?xf32> {
  %a = memref.collapse_shape %m [[0, 1], [2, 3]] : memref<2x3x?x5xf32> into memref<6x?xf32>
  %b = memref.collapse_shape %a [[0, 1]] : memref<6x?xf32> into memref<?xf32>
  return %b : memref<?xf32>
}
