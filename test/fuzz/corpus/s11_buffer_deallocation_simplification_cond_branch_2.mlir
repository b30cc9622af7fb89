func.func @args_only(%c: i1, %a: memref<4xf32>, %b: memref<4xf32>, %out: memref<4xf32>) {
  cf.cond_br %c, ^join(%a : memref<4xf32>), ^join(%b : memref<4xf32>)
^join(%m: memref<4xf32>):
  memref.copy %m, %out : memref<4xf32> to memref<4xf32>
  return
}
