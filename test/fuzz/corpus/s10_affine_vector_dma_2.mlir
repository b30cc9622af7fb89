func.func @main() {
  vector.print str "vector_oob\n"
  %m = memref.alloc() : memref<4xi32>
  %c = arith.constant 7 : i32
  affine.for %i = 0 to 4 {
    affine.store %c, %m[%i] : memref<4xi32>
  }
  %v = affine.vector_load %m[2] : memref<4xi32>, vector<3xi32>
  vector.print %v : vector<3xi32>
  memref.dealloc %m : memref<4xi32>
  return
}
