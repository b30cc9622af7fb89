func.func @same() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %x:3 = memref.distinct_objects %a, %b, %a : memref<4xf32>, memref<4xf32>, memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}

func.func @overlap() {
  %a = memref.alloc() : memref<6xf32>
  %s = memref.subview %a[0] [3] [1] : memref<6xf32> to memref<3xf32, strided<[1]>>
  %t = memref.subview %a[2] [3] [1] : memref<6xf32> to memref<3xf32, strided<[1], offset: 2>>
  %x, %y = memref.distinct_objects %s, %t : memref<3xf32, strided<[1]>>, memref<3xf32, strided<[1], offset: 2>>
  memref.dealloc %a : memref<6xf32>
  return
}

func.func @arena_overlap() {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %arena = memref.alloc() : memref<16xi8>
  %f = memref.view %arena[%c0][] : memref<16xi8> to memref<2xf32>
  %g = memref.view %arena[%c6][] : memref<16xi8> to memref<2xi16>
  %x, %y = memref.distinct_objects %f, %g : memref<2xf32>, memref<2xi16>
  memref.dealloc %arena : memref<16xi8>
  return
}

func.func @disjoint() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<4xf32>
  %lo = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %hi = memref.subview %a[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  %ev = memref.subview %a[0] [2] [2] : memref<4xf32> to memref<2xf32, strided<[2]>>
  %od = memref.subview %a[1] [2] [2] : memref<4xf32> to memref<2xf32, strided<[2], offset: 1>>
  %x, %y = memref.distinct_objects %lo, %hi : memref<2xf32, strided<[1]>>, memref<2xf32, strided<[1], offset: 2>>
  %u, %v = memref.distinct_objects %ev, %od : memref<2xf32, strided<[2]>>, memref<2xf32, strided<[2], offset: 1>>
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  memref.store %one, %y[%c1] : memref<2xf32, strided<[1], offset: 2>>
  memref.store %two, %v[%c0] : memref<2xf32, strided<[2], offset: 1>>
  %p = memref.load %a[%c1] : memref<4xf32>
  vector.print %p : f32
  memref.dealloc %a : memref<4xf32>
  %arena = memref.alloc() : memref<16xi8>
  %f = memref.view %arena[%c0][] : memref<16xi8> to memref<2xf32>
  %g = memref.view %arena[%c8][] : memref<16xi8> to memref<4xi16>
  %m, %n = memref.distinct_objects %f, %g : memref<2xf32>, memref<4xi16>
  memref.dealloc %arena : memref<16xi8>
  return
}
