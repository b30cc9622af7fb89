func.func @local(%c: i1, %f: f32) -> f32 {
  %0 = memref.alloc() : memref<4xf32>
  %i = arith.constant 0 : index
  scf.if %c {
    %2 = memref.alloc() : memref<4xf32>
    memref.store %f, %2[%i] : memref<4xf32>
    memref.copy %2, %0 : memref<4xf32> to memref<4xf32>
  }
  %v = memref.load %0[%i] : memref<4xf32>
  return %v : f32
}

func.func @second(%x: i32, %i: index) -> i32 {
  %0 = memref.alloc() : memref<8xi32>
  memref.store %x, %0[%i] : memref<8xi32>
  %v = memref.load %0[%i] : memref<8xi32>
  return %v : i32
}
