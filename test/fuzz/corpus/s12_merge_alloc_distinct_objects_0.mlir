func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 2.5 : f32
  %i = arith.constant 7 : i32
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<2xi32>
  %x, %y = memref.distinct_objects %a, %b : memref<4xf32>, memref<2xi32>
  memref.store %f, %x[%c1] : memref<4xf32>
  memref.store %i, %y[%c0] : memref<2xi32>
  %la = memref.load %a[%c1] : memref<4xf32>
  %lb = memref.load %b[%c0] : memref<2xi32>
  vector.print %la : f32
  vector.print %lb : i32
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<2xi32>
  %t = memref.alloc() : memref<8xf32>
  %u = memref.alloc() : memref<8xf32>
  memref.store %f, %t[%c0] : memref<8xf32>
  memref.store %f, %u[%c0] : memref<8xf32>
  %lt = memref.load %t[%c0] : memref<8xf32>
  %lu = memref.load %u[%c0] : memref<8xf32>
  %s = arith.addf %lt, %lu : f32
  vector.print %s : f32
  memref.dealloc %t : memref<8xf32>
  memref.dealloc %u : memref<8xf32>
  return
}
