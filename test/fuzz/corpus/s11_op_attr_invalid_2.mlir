func.func @unknown_on_other_dialect(%m: memref<?xf32>) {
  %0 = memref.cast %m {bufferization.foo = 1 : i32} : memref<?xf32> to memref<10xf32>
  return
}
