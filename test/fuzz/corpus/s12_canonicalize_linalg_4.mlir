func.func @empty_buffers(%z: memref<3x0xf32>, %m: memref<3xf32>, %t: tensor<0xf32>, %f: f32) -> tensor<0xf32> {
  linalg.fill ins(%f : f32) outs(%z : memref<3x0xf32>)
  linalg.broadcast ins(%m : memref<3xf32>) outs(%z : memref<3x0xf32>) dimensions = [1]
  %r = linalg.fill ins(%f : f32) outs(%t : tensor<0xf32>) -> tensor<0xf32>
  return %r : tensor<0xf32>
}
