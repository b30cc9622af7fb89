func.func @swapped(%a: memref<2xf32>, %b: memref<3xf32>) {
  %0:2 = "memref.distinct_objects"(%a, %b) : (memref<2xf32>, memref<3xf32>) -> (memref<3xf32>, memref<2xf32>)
  return
}
