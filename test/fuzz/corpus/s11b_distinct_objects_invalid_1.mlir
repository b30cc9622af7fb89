func.func @count(%a: memref<?xf32>) {
  %0:2 = "memref.distinct_objects"(%a) : (memref<?xf32>) -> (memref<?xf32>, memref<?xf32>)
  return
}
