func.func @distinct(%a: memref<?xf32>, %b: memref<4x4xi8, strided<[8, 1]>>) -> (memref<4x4xi8, strided<[8, 1]>>, memref<?xf32>) {
  %0:2 = memref.distinct_objects %a, %b {tag = 3 : i32} : memref<?xf32>, memref<4x4xi8, strided<[8, 1]>>
  %1 = memref.distinct_objects %a : memref<?xf32>
  return %0#1, %1 : memref<4x4xi8, strided<[8, 1]>>, memref<?xf32>
}
