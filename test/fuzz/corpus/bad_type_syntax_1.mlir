func.func private @f(memref<8xf32, >)
