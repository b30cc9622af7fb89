func.func @dims(%m: memref<?x?x?xf32>, %o: index, %s: index, %t: index, %b: memref<256xi8>,
                %n: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sv = memref.subview %m[%o, 0, %o] [%s, 1, %t] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %d0 = memref.dim %sv, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %d1 = memref.dim %sv, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
  %v = memref.view %b[%o][%n] : memref<256xi8> to memref<?x2xf32>
  %d2 = memref.dim %v, %c0 : memref<?x2xf32>
  %rc = memref.reinterpret_cast %m to offset: [0], sizes: [%n], strides: [1] : memref<?x?x?xf32> to memref<?xf32>
  %d3 = memref.dim %rc, %c0 : memref<?xf32>
  %d4 = memref.dim %v, %c1 : memref<?x2xf32>
  return %d0, %d1, %d2, %d3, %d4 : index, index, index, index, index
}
