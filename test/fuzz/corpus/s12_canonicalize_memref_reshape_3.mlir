func.func @collapse_expand_cast(%m: memref<?xf32, strided<[1]>>, %n: index) -> memref<?xf32> {
  %e = memref.expand_shape %m [[0, 1]] output_shape [%n, 1] : memref<?xf32, strided<[1]>> into memref<?x1xf32>
  %c = memref.collapse_shape %e [[0, 1]] : memref<?x1xf32> into memref<?xf32>
  return %c : memref<?xf32>
}
