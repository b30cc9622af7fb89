func.func @pick(%c: i1, %a: memref<4xf32>, %out: memref<4xf32>) {
  cf.cond_br %c, ^join(%a : memref<4xf32>), ^make
^make:
  %0 = memref.alloc() : memref<4xf32>
  memref.copy %a, %0 : memref<4xf32> to memref<4xf32>
  cf.br ^join(%0 : memref<4xf32>)
^join(%m: memref<4xf32>):
  memref.copy %m, %out : memref<4xf32> to memref<4xf32>
  return
}
