func.func @strided_chain(%m: memref<2x2x6xf32, strided<[12, 6, 1], offset: 5>>) -> memref<24xf32, strided<[1], offset: 5>> {
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x2x6xf32, strided<[12, 6, 1], offset: 5>> into memref<4x6xf32, strided<[6, 1], offset: 5>>
  %b = memref.collapse_shape %a [[0, 1]] : memref<4x6xf32, strided<[6, 1], offset: 5>> into memref<24xf32, strided<[1], offset: 5>>
  return %b : memref<24xf32, strided<[1], offset: 5>>
}
