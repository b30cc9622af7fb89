func.func @main() {
  vector.print str "vector_uninit\n"
  %m = memref.alloc() : memref<4xi32>
  %v = affine.vector_load %m[0] : memref<4xi32>, vector<2xi32>
  vector.print %v : vector<2xi32>
  memref.dealloc %m : memref<4xi32>
  return
}
