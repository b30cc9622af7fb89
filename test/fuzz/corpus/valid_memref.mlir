#map = affine_map<(d0)[s0] -> (d0 + s0)>
func.func @m(%a: memref<?xf32, strided<[1], offset: ?>>, %i: index) -> f32 {
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
  %v = memref.load %a[%i] : memref<?xf32, strided<[1], offset: ?>>
  memref.dealloc %alloc : memref<4x4xf32>
  return %v : f32
}
