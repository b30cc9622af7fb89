func.func @collapse_of_expand(%m: memref<4x?xf32>, %n: index, %s: memref<12xf32>)
    -> (memref<?xf32>, memref<4x?xf32>, memref<2x2x3xf32>) {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 2, %n] : memref<4x?xf32> into memref<2x2x?xf32>
  %lower = memref.collapse_shape %e [[0, 1, 2]] : memref<2x2x?xf32> into memref<?xf32>
  %same = memref.collapse_shape %e [[0, 1], [2]] : memref<2x2x?xf32> into memref<4x?xf32>
  %f = memref.expand_shape %s [[0, 1, 2, 3]] output_shape [2, 2, 3, 1] : memref<12xf32> into memref<2x2x3x1xf32>
  %higher = memref.collapse_shape %f [[0], [1], [2, 3]] : memref<2x2x3x1xf32> into memref<2x2x3xf32>
  return %lower, %same, %higher : memref<?xf32>, memref<4x?xf32>, memref<2x2x3xf32>
}
