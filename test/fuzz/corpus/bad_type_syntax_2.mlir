func.func private @f(memref<4x4xf32, 3, affine_map<(d0, d1) -> (d1, d0)>>)
