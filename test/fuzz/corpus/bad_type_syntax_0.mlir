func.func private @f(memref<*xtensor<4xf32>>)
