func.func @empty_in_input(%m: memref<4xf32>, %i: index) -> f32 {
  bufferization.dealloc
  %v = memref.load %m[%i] : memref<4xf32>
  return %v : f32
}
