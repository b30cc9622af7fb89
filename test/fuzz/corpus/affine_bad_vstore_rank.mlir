func.func @vstore_rank(%m: memref<10x10xf32>, %i: index, %v: vector<4xf32>) {
  affine.vector_store %v, %m[%i] : memref<10x10xf32>, vector<4xf32>
  return
}
