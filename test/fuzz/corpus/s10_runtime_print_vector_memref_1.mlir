func.func private @printMemrefVector4x4xf32(memref<?x?xvector<4x4xf32>>) attributes {llvm.emit_c_interface}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2x3xvector<4x4xf32>>
  %v = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.5, -16.0]]> : vector<4x4xf32>
  %w = arith.constant dense<0.5> : vector<4x4xf32>
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      memref.store %w, %a[%i, %j] : memref<2x3xvector<4x4xf32>>
    }
  }
  memref.store %v, %a[%c1, %c1] : memref<2x3xvector<4x4xf32>>
  %x = memref.load %a[%c1, %c1] : memref<2x3xvector<4x4xf32>>
  vector.print %x : vector<4x4xf32>
  %d = memref.cast %a : memref<2x3xvector<4x4xf32>> to memref<?x?xvector<4x4xf32>>
  %n = memref.dim %d, %c1 : memref<?x?xvector<4x4xf32>>
  vector.print %n : index
  call @printMemrefVector4x4xf32(%d) : (memref<?x?xvector<4x4xf32>>) -> ()
  %b = memref.alloc() : memref<1x2xvector<4x4xf32>>
  memref.store %v, %b[%c0, %c0] : memref<1x2xvector<4x4xf32>>
  memref.store %w, %b[%c0, %c1] : memref<1x2xvector<4x4xf32>>
  %e = memref.alloc() : memref<1x2xvector<4x4xf32>>
  memref.copy %b, %e : memref<1x2xvector<4x4xf32>> to memref<1x2xvector<4x4xf32>>
  %ed = memref.cast %e : memref<1x2xvector<4x4xf32>> to memref<?x?xvector<4x4xf32>>
  call @printMemrefVector4x4xf32(%ed) : (memref<?x?xvector<4x4xf32>>) -> ()
  memref.dealloc %a : memref<2x3xvector<4x4xf32>>
  memref.dealloc %b : memref<1x2xvector<4x4xf32>>
  memref.dealloc %e : memref<1x2xvector<4x4xf32>>
  return
}
