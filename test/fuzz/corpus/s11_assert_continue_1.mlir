func.func @load(%m: memref<?xf32, strided<[1], offset: ?>>, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32, strided<[1], offset: ?>>
  %ok = arith.cmpi ult, %i, %d : index
  cf.assert %ok, "ERROR: Runtime op verification failed\0A%0 = memref.load %arg0[%arg1] : memref<?xf32, strided<[1], offset: ?>>\0A^ out-of-bounds access\0ALocation: loc(\22assert-continue.mlir\22:1:1)"
  %v = memref.load %m[%i] : memref<?xf32, strided<[1], offset: ?>>
  return %v : f32
}

func.func @store(%m: memref<?xf32, strided<[1], offset: ?>>, %i: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32, strided<[1], offset: ?>>
  %nonempty = arith.cmpi ne, %d, %c0 : index
  scf.if %nonempty {
    %ok = arith.cmpi ult, %i, %d : index
    cf.assert %ok, "ERROR: Runtime op verification failed\0A\22memref.store\22(%arg2, %arg0, %arg1) : (f32, memref<?xf32, strided<[1], offset: ?>>, index) -> ()\0A^ out-of-bounds access\0ALocation: loc(\22assert-continue.mlir\22:2:2)"
  }
  memref.store %x, %m[%i] : memref<?xf32, strided<[1], offset: ?>>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant 2.5 : f32
  %f9 = arith.constant 9.0 : f32
  %false = arith.constant false
  %buf = memref.alloca() : memref<4xf32>
  memref.store %f1, %buf[%c0] : memref<4xf32>
  memref.store %f2, %buf[%c1] : memref<4xf32>
  memref.store %f9, %buf[%c2] : memref<4xf32>
  memref.store %f9, %buf[%c3] : memref<4xf32>
  %v = memref.subview %buf[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %m = memref.cast %v : memref<2xf32, strided<[1]>> to memref<?xf32, strided<[1], offset: ?>>

  %bad = func.call @load(%m, %c2) : (memref<?xf32, strided<[1], offset: ?>>, index) -> f32
  vector.print %c1 : index

  %good = func.call @load(%m, %c1) : (memref<?xf32, strided<[1], offset: ?>>, index) -> f32
  vector.print %good : f32

  func.call @store(%m, %c2, %f1) : (memref<?xf32, strided<[1], offset: ?>>, index, f32) -> ()
  vector.print %c2 : index

  cf.assert %false, "plain message, no op named"
  vector.print %c3 : index
  return
}
