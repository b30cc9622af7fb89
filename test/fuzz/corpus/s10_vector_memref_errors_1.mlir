func.func @main() {
  %a = memref.alloc() : memref<4xvector<2xf32>>
  %s = memref.subview %a[1] [2] [1] : memref<4xvector<2xf32>> to memref<2xvector<2xf32>, strided<[1], offset: 1>>
  memref.dealloc %a : memref<4xvector<2xf32>>
  return
}
